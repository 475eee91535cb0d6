// The order button on the sandbox behind MSW: the PIN prompt, every order error of
// checkout.md §8 through the sandbox's fault switches, the notices of §4.
import { messages } from '@aisle/api'
import { placeOrderText } from '@aisle/flows'
import { Alert } from '@aisle/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { armFault, type SandboxBanner, sandboxStory } from '../../../storybook/sandbox-story'
import { PaymentStoryPage, resetPaymentStories } from '../payment/payment-story-harness'
import { PinDialog } from './pin-dialog'

const meta = {
  title: 'Screens / Checkout / Place Order',
  component: PaymentStoryPage,
  args: { part: 'button' },
  beforeEach: () => resetPaymentStories(),
} satisfies Meta<typeof PaymentStoryPage>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const on = (banner: SandboxBanner) =>
  sandboxStory({ banner, path: '/checkout?orderId=checkout-cart' })

const place = async (name: RegExp | string = /^Place your (Pickup|Delivery) Order$/) =>
  userEvent.click(await screen.findByRole('button', { name }, wait))

/** Fails the order call with a fault code and checks the modal's text. */
const errorStory = (fault: string, text: string, banner: SandboxBanner = 'greenleaf'): Story => ({
  ...on(banner),
  play: async () => {
    await screen.findByRole('button', { name: /^Place your/ }, wait)
    await armFault('updateCheckout', fault)
    await place()
    const dialog = await screen.findByRole('alertdialog', {}, wait)
    await expect(dialog).toHaveTextContent(text)
  },
})

/** Placing lands on the order complete page (checkout.md §2 Routes). */
export const PlacedGreenleaf: Story = {
  ...on('greenleaf'),
  play: async () => {
    await place('Place your Delivery Order')
    await screen.findByText('Went to /checkout/CLICKLIST/checkout-cart/complete', {}, wait)
  },
}

export const PlacedCopperline: Story = {
  ...on('copperline'),
  play: async () => {
    await place('Place your Pickup Order')
    await screen.findByText('Went to /checkout/CLICKLIST/checkout-cart/complete', {}, wait)
  },
}

/**
 * EBT pays: the PIN prompt comes first (checkout.md §4), its PIN field in the hosted
 * card-entry frame. Storybook has no second origin for the frame: it serves the frame's
 * stand-in page (.storybook/card-entry), which says it is ready as the real one does, so
 * the prompt shows its PIN field, and the page itself holds none. The e2e suite places
 * SNAP EBT orders through the real frame.
 */
export const PinPrompt: Story = {
  ...sandboxStory({ banner: 'hilltop', path: '/checkout?orderId=checkout-cart', cardFrame: true }),
  args: { part: 'button', snap: true },
  play: async () => {
    await place()
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }, wait)
    const frame = await within(dialog).findByTitle('Secure SNAP EBT PIN entry', {}, wait)
    await waitFor(
      () => expect(dialog.querySelector('[data-frame-state="loaded"]')).not.toBeNull(),
      wait,
    )
    await expect(frame).toBeVisible()
    await expect(within(dialog).queryByText(/Error Code/)).toBeNull()
    await expect(dialog.querySelector('input')).toBeNull()
  },
}

/**
 * Code 75 locks entry: 'Too Many PIN Attempts' and no PIN field (checkout.md §4, §8). The
 * prompt as the order button opens it after a 75; the e2e suite reaches it through the
 * frame with a 75 PIN and checks the lock outlives Close.
 */
export const PinLocked: Story = {
  ...on('greenleaf'),
  render: () => (
    <PinDialog
      open
      locked
      error={messages.pinLocked}
      onConfirm={() => undefined}
      onCancel={() => undefined}
      text={placeOrderText}
      lockedAlert={(message) => <Alert tone="danger" description={message} />}
    />
  ),
  play: async () => {
    const locked = await screen.findByRole('dialog', { name: 'Too Many PIN Attempts' }, wait)
    await expect(locked).toHaveTextContent(
      'Your card has been locked due to too many incorrect PIN attempts.',
    )
    await expect(locked.querySelector('input, iframe')).toBeNull()
  },
}

export const CardDeclined = errorStory(
  'CARD_DECLINED',
  'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
)
export const ChangedOnAnotherDevice = errorStory(
  '409',
  'Your order has been updated on another device. Please refresh and try again.',
  'hilltop',
)
export const OrderExpired = errorStory(
  'ORDER_EXPIRED',
  'Your order has expired. Please return to the scheduling page.',
  'copperline',
)
export const PaymentTypeNotSupported = errorStory(
  'PAYMENT_TYPE_NOT_SUPPORTED',
  'We are currently not accepting this payment type. Please select a different form of payment.',
)
export const Fallout = errorStory('PROMISING_FALLOUT', 'Error Code PROMISING_FALLOUT')
export const AlcoholNotAvailable = errorStory(
  'ALCOHOL_NA_FOR_ADDRESS',
  'Alcohol cannot be delivered to this address.',
)
export const AlcoholQuantityExceeded = errorStory(
  'ALCOHOL_QTY_EXCEEDED',
  'Your order exceeds the alcohol quantity allowed for one order.',
)
export const CartQuantityLimit = errorStory(
  'CART_QUANTITY_LIMIT_EXCEEDED',
  'Your cart exceeds the quantity allowed for one order.',
)
export const MissingCheckout = errorStory(
  'CHECKOUT_NOT_FOUND',
  'We are experiencing technical difficulties. Please try again in a few moments. Error Code RS',
)
export const MissingPayments = errorStory('MISSING_PAYMENTS', 'Please refresh page and try again.')
export const TechnicalDifficulties = errorStory(
  '5xx',
  'We are experiencing technical difficulties. Please try again in a few moments.',
  'hilltop',
)

/** A post-authorization reject goes to the payment error page with its reason. */
export const PostAuthReject: Story = {
  ...on('greenleaf'),
  play: async () => {
    await screen.findByRole('button', { name: /^Place your/ }, wait)
    await armFault('updateCheckout', 'POST_AUTH_REJECT')
    await place()
    await screen.findByText(
      /^Went to \/checkout\/payment-error\?reason=Payment\+authorization/,
      {},
      wait,
    )
  },
}

/** Clearing the basket failed: 'Order Successfully Placed', then the order complete page. */
export const OrderPlacedItemsRemain: Story = {
  ...on('hilltop'),
  play: async () => {
    await screen.findByRole('button', { name: /^Place your/ }, wait)
    await armFault('basket', '5xx')
    await place()
    const dialog = await screen.findByRole('dialog', { name: 'Order Successfully Placed' }, wait)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await screen.findByText('Went to /checkout/CLICKLIST/checkout-cart/complete', {}, wait)
  },
}

/** Modify: MODIFY succeeds and the order complete page opens with im=true. */
export const ModifySubmitted: Story = {
  ...on('greenleaf'),
  args: { part: 'modify-button' },
  play: async () => {
    await place('Submit Modified Order')
    await screen.findByText('Went to /checkout/CLICKLIST/checkout-cart/complete?im=true', {}, wait)
  },
}

/** Modify: cannot be changed any more (checkout.md §8). */
export const ModifyNotAllowed: Story = {
  ...on('copperline'),
  args: { part: 'modify-button' },
  play: async () => {
    await screen.findByRole('button', { name: 'Submit Modified Order' }, wait)
    await armFault('updateCheckout', 'ORDER_NOT_MODIFIABLE')
    await place('Submit Modified Order')
    const dialog = await screen.findByRole('alertdialog', {}, wait)
    await expect(dialog).toHaveTextContent(
      "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    )
  },
}

/** Modify: a timeout opens 'Order Timed Out'. */
export const ModifyTimedOut: Story = {
  ...on('hilltop'),
  args: { part: 'modify-button' },
  play: async () => {
    await screen.findByRole('button', { name: 'Submit Modified Order' }, wait)
    await armFault('updateCheckout', '408')
    await place('Submit Modified Order')
    const dialog = await screen.findByRole('alertdialog', { name: 'Order Timed Out' }, wait)
    await expect(within(dialog).getByRole('button', { name: 'Back to Checkout' })).toBeVisible()
  },
}

/**
 * Modify rejected and finalizing failed: the toast 'Modifications Saved' with a Confirm
 * link, not a dialog (checkout.md §4 "Modify submit"), then the reject page.
 */
export const ModificationsSaved: Story = {
  ...on('greenleaf'),
  args: { part: 'modify-button' },
  play: async () => {
    await screen.findByRole('button', { name: 'Submit Modified Order' }, wait)
    await armFault('updateCheckout', 'ORDER_REJECTED')
    await armFault('finalizeCartModification', '5xx')
    await place('Submit Modified Order')
    const toast = (await screen.findByText('Modifications Saved', {}, wait)).closest('[role]')
    await expect(toast).toHaveAttribute('role', 'status')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await screen.findByText(/^Went to \/checkout\/payment-error\?isModify=true/, {}, wait)
  },
}
