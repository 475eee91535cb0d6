import type { Checkout } from '@aisle/api'
import { Spinner } from '@aisle/ui'
import { lazy, Suspense } from 'react'

// The wallet (flyout, card forms, hosted card-entry frame) loads with the section, not the page.
const PaymentSectionBody = lazy(() => import('./payment-section-body'))

export interface PaymentSectionProps {
  /** The checkout the page shows; the section refreshes it (through the API cache) after each payment update. */
  checkout: Checkout
  /** The modify flow (`im=true`): the order keeps its original payment method, nothing is updated. @default false */
  modify?: boolean
  /** Told `true` while a payment update runs and `false` after, so the page can disable its actions. @default undefined */
  onPendingChange?: (pending: boolean) => void
  /** Told whether the payments are settled (wallet loaded, no automatic update left), so the page can hold its order button. @default undefined */
  onReadyChange?: (ready: boolean) => void
}

/**
 * The payment section of /checkout (checkout.md §2 "Payment step", §4; wallet-flyout.md
 * checkout mode): the card box with SNAP EBT and gift-card rows, the wallet flyout, the
 * SNAP EBT amount modal, the automatic payment update and its failure modals.
 */
export function PaymentSection(props: PaymentSectionProps) {
  return (
    <Suspense fallback={<Spinner label="Loading payment methods" />}>
      <PaymentSectionBody {...props} />
    </Suspense>
  )
}
