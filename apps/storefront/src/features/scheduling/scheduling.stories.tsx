// The scheduling step on the sandbox's handlers behind MSW (checkout.md §2, §4, §8), in the
// banners that have each modality: delivery on greenleaf and hilltop, pickup on copperline.
import { messages } from '@aisle/api'
import { ownDeliveryTooltipKey } from '@aisle/flows'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import {
  resetSchedulingStorage,
  SANDBOX_SHOPPER_ID,
  SchedulingStoryPage,
} from './scheduling-story-harness'
import { WideOverride } from './use-wide'

const meta = {
  title: 'Screens / Scheduling / Schedule Your Order',
  component: SchedulingStoryPage,
  beforeEach: () => resetSchedulingStorage(),
} satisfies Meta<typeof SchedulingStoryPage>

export default meta
type Story = StoryObj<typeof meta>

const DELIVERY = '/scheduling?fulfillmentType=Delivery'
const PICKUP = '/scheduling?fulfillmentType=Pickup'
const wait = { timeout: 8000 }

const slots = () => screen.findAllByRole('radio', { name: /am|pm/i }, wait)

async function chooseFirstTime() {
  const [first] = await slots()
  if (!first) throw new Error('no time slot')
  await userEvent.click(first)
}

async function continueThroughFallout() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
  const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
  await userEvent.click(within(drawer).getByRole('button', { name: 'Continue to Payment' }))
}

async function verifyAge() {
  const dialog = await screen.findByRole('dialog', { name: 'Age Verification Required' }, wait)
  await userEvent.type(within(dialog).getByLabelText(/Date of Birth/), '04121990')
  await userEvent.click(within(dialog).getByRole('checkbox'))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
}

/** Delivery: address, 'Delivery Options' chips with Under $5, the toggle, the day and times. */
export const DeliveryGreenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Schedule your order', level: 1 }),
    ).toBeVisible()
    await expect(
      await screen.findByRole('heading', { name: 'Delivery Options' }, wait),
    ).toBeVisible()
    for (const name of ['All', 'Greenleaf Delivery', 'Under $5']) {
      await expect(await screen.findByRole('radio', { name }, wait)).toBeInTheDocument()
    }
    await expect(
      screen.getByRole('switch', { name: 'Show only Greenleaf Delivery' }),
    ).toBeInTheDocument()
    await expect(screen.getByRole('heading', { name: 'Day and Time' })).toBeVisible()
    await slots()
    // BST members get no free-delivery banner (checkout.md §6).
    await expect(screen.queryByText(/To get free or discounted delivery/)).toBeNull()
    await waitFor(() => expect(document.title).toBe('Checkout Schedule - Greenleaf Grocers'))
  },
}

/** Hilltop: its own delivery label and toggle, and the membership banner with Keep Shopping (§2). */
export const DeliveryHilltop: Story = {
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    await expect(
      await screen.findByRole('radio', { name: 'Hilltop Home Delivery' }, wait),
    ).toBeInTheDocument()
    await expect(
      screen.getByRole('switch', { name: 'Show only Hilltop Home Delivery' }),
    ).toBeInTheDocument()
    await expect(
      await screen.findByText(
        /To get free or discounted delivery, your order must be at least \$35\./,
        {},
        wait,
      ),
    ).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Keep Shopping' })).toHaveAttribute(
      'href',
      '/cart',
    )
    await slots()
  },
}

/** Pickup: the store with Change Store, 'Choose a day and time' and 'Available Times' (§2). */
export const PickupCopperline: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Choose a day and time' }, wait),
    ).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Change Store' })).toBeVisible()
    await expect(
      await screen.findByRole('radiogroup', { name: 'Available Times' }, wait),
    ).toBeVisible()
    await expect(screen.queryByRole('heading', { name: 'Delivery Options' })).toBeNull()
    await expect(await screen.findByText(/Copperline Foods Main/, {}, wait)).toBeVisible()
    // Wide: the store beside the times, over the summary, and only there.
    const aside = screen.getByRole('complementary', { name: 'Your Selection' })
    await expect(within(aside).getByRole('region', { name: 'Pickup at' })).toBeVisible()
    await expect(screen.getAllByRole('region', { name: 'Pickup at' })).toHaveLength(1)
  },
}

const phone = { visualViewport: { width: 375, height: 812 } }
/** The phone's one-column placement in any runner (the visual run also sets 375 px). */
const oneColumn: Decorator = (Story) => (
  <WideOverride.Provider value={false}>
    <Story />
  </WideOverride.Provider>
)
const onPhone = (options: Parameters<typeof sandboxStory>[0]) => {
  const story = sandboxStory(options)
  return {
    ...story,
    parameters: { ...story.parameters, ...phone },
    decorators: [oneColumn, ...story.decorators],
  }
}

/**
 * Pickup on a phone: the mobile-only store header above the stepper (§2), then the times,
 * then the summary, in one column.
 */
export const PickupCopperlinePhone: Story = {
  ...onPhone({ banner: 'copperline', path: PICKUP }),
  play: async () => {
    const header = await screen.findByRole('region', { name: 'Pickup at' }, wait)
    await expect(await within(header).findByText(/Copperline Foods Main/, {}, wait)).toBeVisible()
    // Above the step indicator, not beside the summary.
    const stepper = screen.getByRole('list', { name: 'Checkout steps' })
    await expect(
      header.compareDocumentPosition(stepper) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    await expect(
      within(screen.getByRole('complementary', { name: 'Your Selection' })).queryByRole('region', {
        name: 'Pickup at',
      }),
    ).toBeNull()
    await slots()
  },
}

/** Delivery on a phone: address, options, times and the summary in one column. */
export const DeliveryGreenleafPhone: Story = {
  ...onPhone({ banner: 'greenleaf', path: DELIVERY }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Delivery Options' }, wait),
    ).toBeVisible()
    // The heading is said once: the chips' group has its own label.
    await expect(screen.getAllByText('Delivery Options')).toHaveLength(1)
    await slots()
  },
}

/** Hilltop delivery on a phone (the second banner's own look and words). */
export const DeliveryHilltopPhone: Story = {
  ...onPhone({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    await expect(
      await screen.findByRole('radio', { name: 'Hilltop Home Delivery' }, wait),
    ).toBeInTheDocument()
    await slots()
  },
}

/** Continue without a time: 'Please select a time to continue' (§5). */
export const TimeRequired: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP }),
  play: async () => {
    await slots()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await expect(await screen.findByText('Please select a time to continue')).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      'Please select a time to continue',
    )
  },
}

/** 'Under $5' keeps the slots whose cost plus waiver is under $5 (§9). */
export const UnderFiveHilltop: Story = {
  // !visual: behaviour: the filter narrows the slots.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    await slots()
    await userEvent.click(await screen.findByRole('radio', { name: 'Under $5' }, wait))
    await waitFor(async () => {
      const times = await slots()
      await expect(
        times.map((t) => t.getAttribute('aria-label') ?? t.closest('label')?.textContent),
      ).toHaveLength(2)
    }, wait)
  },
}

/**
 * The toggle's tooltip: closed on arrival, opened by hover or focus only; its first showing
 * is remembered per user id.
 */
export const OwnDeliveryTooltip: Story = {
  // !visual: a floating tooltip: checked by its text, not by pixels.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY }),
  beforeEach: () => resetSchedulingStorage({ tooltipSeen: false }),
  play: async () => {
    const text = 'Delivered by Greenleaf associates in refrigerated trucks. Freshness guaranteed.'
    const info = await screen.findByRole('button', { name: text }, wait)
    await expect(screen.queryByRole('tooltip')).toBeNull()
    await expect(localStorage.getItem(ownDeliveryTooltipKey(SANDBOX_SHOPPER_ID))).toBeNull()
    await userEvent.hover(info)
    await expect(await screen.findByRole('tooltip', {}, wait)).toHaveTextContent(text)
    await waitFor(() =>
      expect(localStorage.getItem(ownDeliveryTooltipKey(SANDBOX_SHOPPER_ID))).toBe('shown'),
    )
  },
}

/** Items the chosen time leaves out: the replacements drawer first (§2). */
export const ItemsAreUnavailable: Story = {
  // !visual: the drawer is shown by SelectReplacement and AllSet.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY }),
  play: async () => {
    await chooseFirstTime()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    await expect(within(drawer).getByText('Oat milk, 64 oz')).toBeVisible()
    await expect(within(drawer).getByText(messages.itemUnavailable)).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Continue to Payment' })).toBeVisible()
  },
}

/** 'Select a Replacement': similar items 4 per page, a choice required (§4, §5, §9). */
export const SelectReplacement: Story = {
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    await chooseFirstTime()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Replace Oat milk, 64 oz' }))
    await screen.findByRole('dialog', { name: 'Select a Replacement' }, wait)
    await expect(await screen.findAllByRole('radio', {}, wait)).toHaveLength(4)
    await expect(screen.getByText('Page 1 of 2')).toBeVisible()
    // An unavailable similar item is shown but cannot be chosen.
    await expect(screen.getByRole('radio', { name: /Coconut milk/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'More items' }))
    await expect(await screen.findByText('Page 2 of 2')).toBeVisible()
    await expect(screen.getAllByRole('radio')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Previous items' }))
    await userEvent.click(screen.getByRole('button', { name: 'Replace Item' }))
    await expect(await screen.findByText('Please select a similar item first.')).toBeVisible()
  },
}

/**
 * Restricted items (checkout.md §2 "Also screens for restricted items"): the Courier
 * Partner does not carry the wine (AGE_RESTRICTED). It is listed apart, with why, and
 * cannot be replaced; the out-of-stock oat milk above it can.
 */
export const RestrictedItems: Story = {
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    const [courier] = await screen.findAllByText(/Courier Partner/, {}, wait)
    const slot = courier?.closest('label')?.querySelector('input')
    if (!slot) throw new Error('no Courier Partner time')
    await userEvent.click(slot)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    const restricted = await within(drawer).findByRole('region', { name: 'Restricted Items' })
    await expect(within(restricted).getByText('Cabernet Sauvignon, 750 ml')).toBeVisible()
    await expect(
      within(restricted).getByText(
        'This age-restricted item is not available for the selected time.',
      ),
    ).toBeVisible()
    await expect(within(restricted).queryByRole('button')).toBeNull()
    await expect(
      within(drawer).getByRole('button', { name: 'Replace Oat milk, 64 oz' }),
    ).toBeVisible()
  },
}

/** A replacement made: 'You're All Set' (§2). */
export const AllSet: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP }),
  play: async () => {
    await chooseFirstTime()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Replace Oat milk, 64 oz' }))
    await userEvent.click(await screen.findByRole('radio', { name: /Almond milk/ }, wait))
    await userEvent.click(screen.getByRole('button', { name: 'Replace Item' }))
    const done = await screen.findByRole('dialog', { name: "You're All Set" }, wait)
    await expect(
      within(done).getByText(
        'All unavailable items have been successfully removed or replaced for your selected time.',
      ),
    ).toBeVisible()
  },
}

/** Similar items fail to load, then the replacement fails to save (§8 "Replacements"). */
export const ReplacementErrors: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY, faults: { replacements: '5xx' } }),
  play: async () => {
    await chooseFirstTime()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Replace Oat milk, 64 oz' }))
    await expect(
      await screen.findByText(
        'There was a problem retrieving similar items. Please try again.',
        {},
        wait,
      ),
    ).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()
  },
}

export const ReplacementConfirmFailed: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP, faults: { updateCheckout: '5xx' } }),
  play: async () => {
    await chooseFirstTime()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const drawer = await screen.findByRole('dialog', { name: 'Items Are Unavailable' }, wait)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Replace Oat milk, 64 oz' }))
    await userEvent.click(await screen.findByRole('radio', { name: /Soy milk/ }, wait))
    await userEvent.click(screen.getByRole('button', { name: 'Replace Item' }))
    await expect(
      await screen.findByText('There was a problem, please try again.', {}, wait),
    ).toBeVisible()
  },
}

/** Age-restricted items: the age dialog before the reservation (§4, §5). */
export const AgeVerification: Story = {
  // !visual: the dialog has its own visual stories.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY }),
  play: async () => {
    await chooseFirstTime()
    await continueThroughFallout()
    const dialog = await screen.findByRole('dialog', { name: 'Age Verification Required' }, wait)
    await expect(dialog).toHaveAccessibleDescription(
      'Items in your order require a minimum age of 21.',
    )
  },
}

/** The reserve call fails: the catalogue text with Try Again and 'Back to Cart' (§8). */
export const ReserveFailed: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP, faults: { reserveTimeSlot: '5xx' } }),
  play: async () => {
    await chooseFirstTime()
    await continueThroughFallout()
    await verifyAge()
    await expect(
      await screen.findByText(
        'Your requested time slot was not reserved. Please try again.',
        {},
        wait,
      ),
    ).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
  },
}

/** A conflict on the promise: '{Delivery} Time Expired' (§4). */
export const TimeExpired: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY, faults: { createPromise: '409' } }),
  play: async () => {
    await chooseFirstTime()
    await continueThroughFallout()
    await verifyAge()
    const dialog = await screen.findByRole('alertdialog', { name: 'Delivery Time Expired' }, wait)
    await expect(
      within(dialog).getByText('The selected delivery time has expired or is no longer available.'),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Select New Time' })).toBeVisible()
  },
}

/** The checkout call times out: 'Order Timed Out' with 'Back to Checkout' (§2). */
export const OrderTimedOut: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP, faults: { createCheckout: '408' } }),
  play: async () => {
    await chooseFirstTime()
    await continueThroughFallout()
    await verifyAge()
    const dialog = await screen.findByRole('alertdialog', { name: 'Order Timed Out' }, wait)
    await expect(within(dialog).getByRole('button', { name: 'Back to Checkout' })).toBeVisible()
  },
}

/** Changing the delivery modality fails: 'Something went wrong' with 'Back To Cart' (§4). */
export const SomethingWentWrong: Story = {
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY, faults: { setActiveModality: '5xx' } }),
  play: async () => {
    await slots()
    await userEvent.click(await screen.findByRole('radio', { name: 'Hilltop Home Delivery' }, wait))
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' }, wait)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back To Cart' }))
    await expect(await screen.findByText('Went to /cart')).toBeVisible()
  },
}

/** A stored reservation that has expired: 'Reservation Expired' with 'Select New Time' (§4). */
export const ReservationExpired: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY }),
  beforeEach: () => {
    resetSchedulingStorage()
    const expired = new Date(Date.now() - 60_000).toISOString()
    localStorage.setItem(
      'aisle:reservation:greenleaf:Delivery',
      JSON.stringify({
        promise: {
          id: 'promise-old',
          versionKey: 'v1',
          expiration: { value: expired },
          selections: [],
        },
        ttl: Date.now() + 4 * 60_000,
      }),
    )
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reservation Expired' }, wait)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select New Time' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await slots()
  },
}

/** A failed time-slots call: 'Something Went Wrong' with Try Again (§8 "Timeslots error"). */
export const TimeSlotsError: Story = {
  ...sandboxStory({ banner: 'copperline', path: PICKUP, faults: { timeSlots: '5xx' } }),
  play: async () => {
    await expect(await screen.findByText('Something Went Wrong', {}, wait)).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible()
  },
}

/** Loading: the times are on their way. */
export const Loading: Story = {
  // !visual: the times stay in flight on purpose, so the page never settles for a screenshot.
  tags: ['!visual'],
  ...sandboxStory({ banner: 'hilltop', path: DELIVERY, faults: { timeSlots: 'latency=60000' } }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Day and Time' }, wait)).toBeVisible()
  },
}

/** The active modality does not match: the shopper is sent to the cart (§2 Routes). */
export const RedirectToCart: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'greenleaf', path: PICKUP }),
  play: async () => {
    await expect(await screen.findByText('Went to /cart', {}, wait)).toBeVisible()
  },
}

/** Modify mode sends the shopper away (§2 Routes). */
export const ModifyModeRedirect: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'greenleaf', path: `${DELIVERY}&im=true` }),
  play: async () => {
    await expect(await screen.findByText('Went to /cart/modify', {}, wait)).toBeVisible()
  },
}

/** The whole journey: time, replacements, age, reservation, then the payment step's URL. */
export const ScheduledToPayment: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'greenleaf', path: DELIVERY }),
  play: async () => {
    await chooseFirstTime()
    await continueThroughFallout()
    await verifyAge()
    await expect(
      await screen.findByText(/Went to \/checkout\?orderId=checkout-\d+&nc=true/, {}, wait),
    ).toBeVisible()
  },
}
