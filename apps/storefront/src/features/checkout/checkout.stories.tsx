// The payment step on the sandbox's handlers behind MSW (checkout.md §2 "Payment step
// (review)", §4, §5, §8, §9), delivery in every banner, pickup on copperline.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { armFault, sandboxStory } from '../../storybook/sandbox-story'
import { CheckoutStoryPage, resetCheckoutStories } from './checkout-story-harness'

const meta = {
  title: 'Screens / Checkout / Payment Step',
  component: CheckoutStoryPage,
  beforeEach: () => resetCheckoutStories(),
} satisfies Meta<typeof CheckoutStoryPage>

export default meta
type Story = StoryObj<typeof meta>

const PATH = '/checkout'

const wait = { timeout: 15000 }
/** The page is shown and settled: the payment section's automatic update is over (§4). */
async function ready() {
  await screen.findByRole('heading', { level: 2, name: 'Order Summary' }, wait)
  const apply = screen.getByRole('button', { name: 'Apply' })
  await waitFor(() => expect(apply).toBeEnabled(), wait)
}
const summaryRow = (label: string) => {
  const region = screen.getByRole('region', { name: 'Order Summary' })
  return within(region)
    .getAllByText(new RegExp(`^${label}`))[0]
    ?.closest('div')
}

export const DeliveryGreenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH }),
  play: async () => {
    await ready()
    expect(screen.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible()
    const steps = screen.getByRole('list', { name: 'Checkout progress' })
    expect(steps).toHaveTextContent(/Schedule.*Completed.*Pay.*Current/)
    await waitFor(() => expect(summaryRow('Subtotal')).toHaveTextContent('$26.00'), wait)
    expect(summaryRow('Bag fee')).toHaveTextContent('Regulated fee')
    expect(screen.getByRole('radiogroup', { name: 'Tip' })).toBeVisible()
  },
}

/**
 * The same step on a 375 px phone (its visual reference), in the layout a phone gets:
 * one column (checkout.md §2), the sections' forms behind drawers (§9, under 768 px).
 */
export const DeliveryGreenleafPhone: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH, phone: true }),
  args: { compact: true },
  play: async () => {
    await ready()
    expect(screen.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible()
    await waitFor(() => expect(summaryRow('Subtotal')).toHaveTextContent('$26.00'), wait)
  },
}

export const DeliveryHilltop: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  play: async () => {
    await ready()
  },
}

export const DeliveryCopperline: Story = {
  ...sandboxStory({ banner: 'copperline', path: PATH }),
  play: async () => {
    await ready()
  },
}

/** Pickup: 'Pickup Instructions', no tip, 'Place your Pickup Order'. */
export const Pickup: Story = {
  ...sandboxStory({ banner: 'copperline', path: PATH }),
  args: { modality: 'Pickup' },
  play: async () => {
    await ready()
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup Instructions' })).toBeVisible()
    expect(screen.queryByRole('radiogroup', { name: 'Tip' })).toBeNull()
    await screen.findByRole('button', { name: 'Place your Pickup Order' }, wait)
  },
}

/** checkout.md §4: the contact form opens by itself when a name is missing; §5 messages. */
export const ContactMissingName: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH }),
  args: { withContact: false },
  play: async () => {
    const first = await screen.findByRole('textbox', { name: /First Name/ }, wait)
    const save = screen.getByRole('button', { name: 'Save' })
    await waitFor(() => expect(save).toBeEnabled(), wait)
    await userEvent.click(save)
    await screen.findByText('First Name is a required field')
    expect(screen.getByText('Last Name is a required field')).toBeVisible()
    expect(screen.getByText('Phone is a required field')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: /text message updates/ })).toBeDisabled()
    expect(screen.getByText('Phone number is required')).toBeVisible()
    await userEvent.type(first, 'J0rdan')
    await userEvent.tab()
    await screen.findByText('Please enter a valid first name')
  },
}

/**
 * Narrow screens: the contact form in a drawer; the text-message opt-in names short code
 * 53744 with STOP and HELP (checkout.md §9).
 */
export const ContactDrawer: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  args: { compact: true },
  play: async () => {
    await ready()
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact' }))
    const drawer = await screen.findByRole('dialog', { name: 'Contact' })
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: /Phone/ })).toHaveValue('(513) 555-0148'),
    )
    const optIn = within(drawer).getByRole('checkbox', { name: /text message updates/ })
    await expect(optIn).toHaveAccessibleDescription(
      'Text messages from short code 53744. Reply STOP to cancel, HELP for help.',
    )
  },
}

/** The contact drawer on a 375 px phone (its visual reference): the form takes the width. */
export const ContactDrawerPhone: Story = {
  ...ContactDrawer,
  ...sandboxStory({ banner: 'hilltop', path: PATH, phone: true }),
}

/** The delivery-instructions drawer on a 375 px phone (its visual reference, checkout.md §9). */
export const InstructionsDrawerPhone: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH, phone: true }),
  args: { compact: true },
  play: async () => {
    await ready()
    await userEvent.click(screen.getByRole('button', { name: 'Edit Delivery Instructions' }))
    const drawer = await screen.findByRole('dialog', { name: 'Delivery Instructions' })
    await expect(within(drawer).getByRole('textbox')).toBeVisible()
  },
}

export const ItemsDrawer: Story = {
  ...sandboxStory({ banner: 'copperline', path: PATH }),
  args: { compact: true },
  play: async () => {
    await ready()
    await userEvent.click(screen.getByRole('button', { name: 'View Items' }))
    // Units, as the order details count them: bananas 6, bread, strawberries 2, towels.
    const drawer = await screen.findByRole('dialog', { name: 'Items (10)' })
    await within(drawer).findByText('Strawberries, 1 lb', {}, wait)
  },
}

/** Flash sales in their drawer with the department filter; then the leave warning. */
export const PromoApplied: Story = {
  // !visual: the toast leaves after its timed duration, so a screenshot taken once the page
  // settles would depend on the machine's speed; the promo line shows in other screenshots.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  play: async () => {
    await ready()
    // The automatic payment update (checkout.md §6) disables every action while it runs
    // (§2): a click during it does nothing. The order button waits until the payments are
    // settled (§4), so once it is enabled the update is done.
    const order = screen.getByRole('button', { name: /^Place your .* Order$/ })
    await waitFor(() => expect(order).toBeEnabled(), wait)
    const apply = screen.getByRole('button', { name: 'Apply' })
    await expect(apply).toBeEnabled()
    await userEvent.click(apply)
    await screen.findByText('You must enter a promo code')
    await userEvent.type(screen.getByRole('textbox', { name: /Promo code/ }), 'SAVE5')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('SAVE5 successfully added to order!', {}, wait)
    await screen.findByRole('button', { name: /^Savings/ })
  },
}

/**
 * The tip's update fails (checkout.md §8): armed once the page is settled, so the payment
 * section's automatic update before it goes through and no payments dialog is shown.
 */
export const TipFailed: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  play: async () => {
    await ready()
    // The payment section's automatic update is over once the order button is enabled (§4).
    const order = screen.getByRole('button', { name: /^Place your .* Order$/ })
    await waitFor(() => expect(order).toBeEnabled(), wait)
    await armFault('updateCheckout', '5xx')
    const tips = screen.getByRole('radiogroup', { name: 'Tip' })
    await userEvent.click(within(tips).getByText('10%'))
    await screen.findByText(
      "Something went wrong and we weren't able to update your tip.",
      {},
      wait,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** An outside vendor: its agreement, with the message of checkout.md §5. */
export const InstacartAgreement: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH }),
  args: { vendorId: 'instacart' },
  play: async () => {
    await ready()
    await screen.findByText(
      'You must agree to the Instacart Terms of Service to place your order.',
      {},
      wait,
    )
  },
}

export const ProviderAgreement: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  args: { vendorId: 'shipt' },
  play: async () => {
    await ready()
    await screen.findByText(
      "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
      {},
      wait,
    )
  },
}

/**
 * A 'Courier Partner' time as scheduling hands it over: Order Details say where and when,
 * and the outside vendor's agreement is asked for (checkout.md §2, §3, §5).
 */
export const CourierScheduled: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  args: { vendorId: 'courier-partner', scheduled: true },
  play: async () => {
    await ready()
    await screen.findByText('Friday, November 27, 6:00pm - 8:00pm', {}, wait)
    await expect(screen.getByText('Delivery to')).toBeVisible()
    await expect(screen.getByText('128 High St')).toBeVisible()
    await expect(screen.getByText('Delivery · 10 items')).toBeVisible()
    await expect(
      screen.getByRole('checkbox', {
        name: "I accept that my grocery order will be made by my store's fulfillment provider.",
      }),
    ).toBeInTheDocument()
  },
}

/** The modify variant: 'Complete your order', 'Submit Modified Order'. */
export const Modify: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: `${PATH}?im=true` }),
  args: { modify: true },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Complete your order' }, wait)
    await screen.findByRole('button', { name: 'Submit Modified Order' }, wait)
  },
}

export const NeedsRescheduling: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH }),
  args: { checkoutId: 'checkout-cart' },
  play: async () => {
    // The seeded cart has no reserved time: loading, then to scheduling (checkout.md §2).
    await screen.findByText(/Went to \/scheduling\?fulfillmentType=Delivery/, {}, wait)
  },
}

export const NoCheckout: Story = {
  ...sandboxStory({ banner: 'hilltop', path: PATH }),
  args: { checkoutId: 'checkout-missing' },
  play: async () => {
    await screen.findByText('Went to /cart', {}, wait)
  },
}

export const NoCheckoutModify: Story = {
  ...sandboxStory({ banner: 'copperline', path: PATH }),
  args: { checkoutId: 'checkout-missing', modify: true },
  play: async () => {
    await screen.findByText('Went to /cart/modify', {}, wait)
  },
}

export const LoadError: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: PATH, faults: { checkout: '5xx' } }),
  args: { checkoutId: 'checkout-cart' },
  play: async () => {
    await screen.findByRole('button', { name: 'Try Again' }, { timeout: 20000 })
  },
}
