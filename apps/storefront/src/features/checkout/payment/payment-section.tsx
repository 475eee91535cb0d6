import type { Checkout } from '@aisle/api'
import type { PaymentSectionStatusEvent } from '@aisle/flows'
import { Spinner } from '@aisle/ui'
import { lazy, Suspense } from 'react'

// The wallet (flyout, card forms, hosted card-entry frame) loads with the section, not the page.
const PaymentSectionBody = lazy(() => import('./payment-section-body'))

export interface PaymentSectionProps {
  /** The checkout the page shows; the section refreshes it (through the API cache) after each payment update. */
  checkout: Checkout
  /** The modify flow (`im=true`): the order keeps its original payment method, nothing is updated. @default false */
  modify?: boolean
  /**
   * Where the section's events go (an update running, the payments settled): the dispatch
   * of the page's `paymentSectionStatusReducer`, which owns that state. @default undefined
   */
  report?: (event: PaymentSectionStatusEvent) => void
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
