// The payment section on the sandbox behind MSW (checkout.md §2 "Payment step", §4, §5;
// wallet-flyout.md checkout mode), in every sample banner.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { armFault, type SandboxBanner, sandboxStory } from '../../../storybook/sandbox-story'
import { PaymentStoryPage, resetPaymentStories } from './payment-story-harness'

const meta = {
  title: 'Screens / Checkout / Payment Section',
  component: PaymentStoryPage,
  args: { part: 'section' },
  beforeEach: () => resetPaymentStories(),
} satisfies Meta<typeof PaymentStoryPage>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const on = (banner: SandboxBanner) =>
  sandboxStory({ banner, path: '/checkout?orderId=checkout-cart' })

const snapBox = () => screen.findByRole('checkbox', { name: /SNAP EBT ending in 0019/ }, wait)

/** The card box: the preferred Visa, SNAP EBT checked by default, gift cards, the automatic update. */
async function defaultState() {
  await screen.findByRole('heading', { name: 'Payment Method' }, wait)
  await screen.findByText('Visa •••• 1881', {}, wait)
  await expect(await snapBox()).toBeChecked()
  await screen.findByText(
    'When paying with SNAP EBT, extra charges for fees, substitutions, or weight differences will be billed to your backup payment method.',
  )
  // SNAP EBT is checked, so gift cards are cleared; the zero-balance one is disabled.
  await expect(screen.getByRole('checkbox', { name: 'Gift card ending in 2500' })).not.toBeChecked()
  await expect(screen.getByRole('checkbox', { name: 'Gift card ending in 0000' })).toBeDisabled()
  await screen.findByText(/charged to this card/, {}, wait)
}

export const Greenleaf: Story = { ...on('greenleaf'), play: defaultState }
export const Hilltop: Story = { ...on('hilltop'), play: defaultState }
export const Copperline: Story = { ...on('copperline'), play: defaultState }

/** Checking SNAP EBT clears the gift cards (checkout.md §4). */
export const SnapClearsGiftCards: Story = {
  ...on('greenleaf'),
  play: async () => {
    const snap = await snapBox()
    await userEvent.click(snap)
    await waitFor(() => expect(snap).not.toBeChecked())
    const gift = screen.getByRole('checkbox', { name: 'Gift card ending in 2500' })
    await userEvent.click(gift)
    await waitFor(() => expect(gift).toBeChecked())
    await userEvent.click(snap)
    await waitFor(() => expect(gift).not.toBeChecked())
  },
}

/** The SNAP EBT amount modal and its rules (checkout.md §5). */
export const SnapAmountModal: Story = {
  ...on('greenleaf'),
  play: async () => {
    await snapBox()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SNAP EBT amount' }, wait))
    const dialog = await screen.findByRole('dialog', { name: 'SNAP EBT Amount' })
    const field = within(dialog).getByLabelText('Amount to charge to your SNAP EBT card')
    await userEvent.clear(field)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await within(dialog).findByText('Amount is required')
    await userEvent.type(field, '0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await within(dialog).findByText(
      'The minimum amount you can charge to your SNAP EBT card is $0.01',
    )
    await userEvent.clear(field)
    await userEvent.type(field, '999999')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await within(dialog).findByText(
      /^The maximum amount you can charge to your SNAP EBT card is \$/,
    )
    await userEvent.clear(field)
    await userEvent.type(field, '150')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText('$1.50 charged to SNAP EBT', {}, wait)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait)
    // Focus goes back to the control that opened the modal (WAI-ARIA dialog pattern).
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Edit SNAP EBT amount' })).toHaveFocus(),
      wait,
    )
  },
}

/** A failed update with SNAP EBT checked opens the remove-card modal; 'Remove Card' unchecks it. */
export const RemoveCardModal: Story = {
  ...sandboxStory({
    banner: 'greenleaf',
    path: '/checkout?orderId=checkout-cart',
    faults: { updateCheckout: '5xx' },
  }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove SNAP EBT Card?' }, wait)
    await expect(dialog).toHaveTextContent(
      "We couldn't update your payment methods please try again.",
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Card' }))
    // Still failing, now without SNAP EBT: 'payments update failed' with retry or back to cart.
    const failed = await screen.findByRole('alertdialog', { name: 'Payments Update Failed' }, wait)
    await expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(within(failed).getByRole('button', { name: 'Back to Cart' })).toBeVisible()
  },
}

/** 'payments update failed': 'Try again' retries and succeeds once the service answers. */
export const PaymentsUpdateFailedRetry: Story = {
  ...on('hilltop'),
  play: async () => {
    const snap = await snapBox()
    await screen.findByText(/charged to this card/, {}, wait)
    await armFault('updateCheckout', '5xx')
    await userEvent.click(snap)
    const failed = await screen.findByRole('alertdialog', { name: 'Payments Update Failed' }, wait)
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Payments Update Failed' })).toBeNull(),
    )
  },
}

/** The wallet flyout in checkout mode from the card box. */
export const WalletFlyout: Story = {
  ...on('copperline'),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add or Change Payment Method' }, wait),
    )
    await screen.findByRole('heading', { name: 'Select Payment' }, wait)
    await screen.findByRole('radiogroup', { name: 'Credit & Debit' })
  },
}
