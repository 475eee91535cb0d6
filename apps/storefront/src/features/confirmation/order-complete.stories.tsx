// The order complete page and the payment error page on the sandbox's handlers behind MSW
// (checkout.md §2 "Order complete page", "Payment error page", footer; §5 Prop 65; §8). Each
// confirmation story places its order first through the app's client. 'Ordered on …' is
// the sandbox's "today": the screenshot comparison fixes the page's Date, which is that clock.
import { banners } from '@aisle/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { ConfirmationStoryPage, STORY_SETUP_PATH } from './confirmation-story-harness'

const meta = {
  title: 'Screens / Checkout / Order Complete',
  component: ConfirmationStoryPage,
} satisfies Meta<typeof ConfirmationStoryPage>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const bannerOf = (id: string) => {
  const record = banners.find((b) => b.id === id)
  if (!record) throw new Error(`no banner ${id}`)
  return record
}
const setup = (
  banner: 'greenleaf' | 'hilltop' | 'copperline',
  faults?: Record<string, string>,
  phone = false,
) => sandboxStory({ banner, path: STORY_SETUP_PATH, phone, ...(faults ? { faults } : {}) })
const region = (name: string) => screen.getByRole('region', { name })
const prop65 = () => screen.queryByRole('region', { name: /Proposition 65/ })

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, wait)
}

/** A CA delivery with a Prop 65 item: every block, the maps link, and the footer warning. */
export const DeliveryGreenleaf: Story = {
  ...setup('greenleaf'),
  args: { order: { modality: 'Delivery', state: 'CA', prop65: true } },
  play: async () => {
    await expect(await heading('Thank you, your delivery order has been placed!')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Checkout Confirmed - Greenleaf Grocers'))
    await expect(
      screen.getByText('A confirmation is sent to avery.quinn@example.com.'),
    ).toBeVisible()
    await expect(screen.getByRole('link', { name: /^Order #/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/mypurchases\/pending\//),
    )
    await expect(screen.getByText(/^Ordered on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expect(screen.getByRole('link', { name: '+ Add or Edit Items' })).toBeVisible()
    const details = region('Order Details')
    await expect(within(details).getByText('Fresno, CA 93650')).toBeVisible()
    await expect(within(details).getByText('Tuesday 2:00 PM - 4:00 PM')).toBeVisible()
    await expect(
      within(details).getByRole('img', { name: 'Map of 12 Orchard Lane, Fresno, CA 93650' }),
    ).toBeVisible()
    await expect(within(details).getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      expect.stringContaining('36.77%2C-119.79'),
    )
    await expect(
      within(region('Payment Summary')).getByText(
        'A hold has been placed on your card. The final charge will be made when you receive your items.',
      ),
    ).toBeVisible()
    await expect(
      within(region('Next Steps')).getByText('Take your items and enjoy your day!'),
    ).toBeVisible()
    await expect(within(region('Save Even More!')).getByRole('link')).toHaveAttribute(
      'href',
      '/cl/coupons/',
    )
    await expect(within(region('Forgot something?')).getByRole('link')).toHaveAttribute(
      'href',
      '/mypurchases',
    )
    const phone = bannerOf('greenleaf').customerService.default
    await expect(
      within(region('Customer Service')).getByRole('link', { name: phone.display }),
    ).toHaveAttribute('href', `tel:${phone.e164}`)
    // The cart is read after the order: its reminder may come a moment later.
    await expect(
      await screen.findByText("Don't forget, you have a delivery order in your cart!", {}, wait),
    ).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart')
    await waitFor(() => expect(prop65()).not.toBeNull())
    await expect(
      within(screen.getByRole('contentinfo')).getByText('WARNING: Cancer and Reproductive Harm -'),
    ).toBeVisible()
  },
}

/** The same order on a 375 px phone (its visual reference): the blocks in one column. */
export const DeliveryGreenleafPhone: Story = {
  ...DeliveryGreenleaf,
  ...setup('greenleaf', undefined, true),
}

/** The items tile '{n} Item(s) in Your Order' expands to the items. */
export const ItemsExpanded: Story = {
  ...setup('greenleaf'),
  args: { order: { modality: 'Delivery' } },
  play: async () => {
    const tile = await screen.findByRole('button', { name: '4 Item(s) in Your Order' }, wait)
    await expect(tile).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(tile)
    await expect(tile).toHaveAttribute('aria-expanded', 'true')
    const table = await screen.findByRole('table', { name: '4 Item(s) in Your Order' })
    await expect(within(table).getByText('Bananas, 1 lb')).toBeVisible()
    await expect(within(table).getByText('Whole wheat bread, 20 oz')).toBeVisible()
  },
}

/** Hilltop, courier partner: the vendor's customer-service number; Prop 65 only in CA. */
export const DeliveryHilltopVendor: Story = {
  ...setup('hilltop'),
  args: { order: { modality: 'Delivery', state: 'OH', prop65: true, vendorId: 'courier-partner' } },
  play: async () => {
    await heading('Thank you, your delivery order has been placed!')
    const courier = bannerOf('hilltop').customerService.byDeliveryVendor['courier-partner']
    if (!courier) throw new Error('no courier-partner number')
    await expect(
      within(region('Customer Service')).getByRole('link', { name: courier.display }),
    ).toHaveAttribute('href', `tel:${courier.e164}`)
    await expect(prop65()).toBeNull()
    const line = bannerOf('hilltop').footer.screenReaderLine
    await expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: line.phone.display }),
    ).toBeVisible()
  },
}

/** Pickup on copperline: the pickup steps, the store, and no Prop 65 for a pickup. */
export const PickupCopperline: Story = {
  ...setup('copperline'),
  args: { order: { modality: 'Pickup', state: 'CA', prop65: true } },
  play: async () => {
    await heading('Thank you, your pickup order has been placed!')
    const steps = within(region('Next Steps')).getAllByRole('listitem')
    await expect(steps).toHaveLength(3)
    await expect(steps[0]).toHaveTextContent("'On My Way'")
    await expect(steps[1]).toHaveTextContent("'I'm Here'")
    await expect(within(region('Order Details')).getByText('Pickup Store')).toBeVisible()
    await expect(prop65()).toBeNull()
  },
}

/** 'Leave at my door': watch for status updates, then the final line. */
export const DeliveryLeaveAtDoor: Story = {
  ...setup('greenleaf'),
  args: { order: { modality: 'Delivery', deliveryType: 'Contactless' } },
  play: async () => {
    await heading('Thank you, your delivery order has been placed!')
    await expect(within(region('Next Steps')).getByText(/'Leave at my door'/)).toBeVisible()
  },
}

/** im=true after a MODIFY: the modified wording and the cost change. */
export const ModifiedOrder: Story = {
  ...setup('greenleaf'),
  args: { order: { modality: 'Delivery', modify: true } },
  play: async () => {
    await heading('Thank you, your delivery order has been updated!')
    const summary = region('Payment Summary')
    await expect(within(summary).getByText('Cost Change')).toBeVisible()
    await expect(within(summary).getByText('-$0.59')).toBeVisible()
  },
}

/** Items of several modalities left in the cart: 'other items'. */
export const OtherItemsInCart: Story = {
  ...setup('hilltop'),
  args: {
    order: {
      modality: 'Delivery',
      basket: [{ gtin13: '0004400000303', quantity: 1, modalityType: 'Pickup' }],
    },
  },
  play: async () => {
    await expect(
      await screen.findByText("Don't forget, you have other items in your cart!", {}, wait),
    ).toBeVisible()
  },
}

/** An empty cart: no reminder. */
export const NoCartReminder: Story = {
  ...setup('copperline'),
  args: { order: { modality: 'Pickup', emptyCart: true } },
  play: async () => {
    await heading('Thank you, your pickup order has been placed!')
    await expect(screen.queryByText(/Don't forget/)).toBeNull()
    await expect(screen.queryByRole('link', { name: 'Go to Cart' })).toBeNull()
  },
}

/** While the order loads. */
export const Loading: Story = {
  // !visual: the order stays in flight on purpose, so the page never settles for a screenshot.
  tags: ['!visual'],
  ...sandboxStory({
    banner: 'greenleaf',
    path: '/checkout/storefront/checkout-cart/complete',
    faults: { order: 'latency=11000' },
  }),
  play: async () => {
    await expect(await screen.findByText('Loading your order…', {}, wait)).toBeVisible()
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Checkout Confirmed' }),
    ).toBeVisible()
  },
}

/** The order read fails: the error with Try Again. */
export const LoadError: Story = {
  ...setup('greenleaf', { order: '409' }),
  args: { order: { modality: 'Delivery' } },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, wait)
    await expect(
      within(alert).getByText('We could not load your order. Please try again.'),
    ).toBeVisible()
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible()
  },
}

/** An order that does not exist (or is not placed). */
export const NotFound: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: '/checkout/storefront/no-such-order/complete' }),
  play: async () => {
    await expect(await screen.findByText('We could not find this order.', {}, wait)).toBeVisible()
    await expect(screen.getByRole('link', { name: 'View Purchases' })).toHaveAttribute(
      'href',
      '/mypurchases',
    )
  },
}
