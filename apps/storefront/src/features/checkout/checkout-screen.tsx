import {
  type CheckoutPage,
  checkoutPageText,
  orderSummaryOf,
  orderSummaryText,
  paymentSectionStatusReducer,
  paymentStepSteps,
  useCheckoutItems,
  useContact,
  useFlashSales,
  useInstructions,
  usePromo,
  useTip,
} from '@aisle/flows'
import { PageLayout, Placeholder, Stepper } from '@aisle/ui'
import { useReducer } from 'react'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { checkoutToaster } from './checkout-toaster'
import { ContactSection } from './contact-section'
import { FlashSalesSection } from './flash-sales-section'
import { InstructionsSection } from './instructions-section'
import { ItemsSection } from './items-section'
import { LeaveWarning } from './leave-warning'
import { OrderDetailsSection } from './order-details-section'
import { OrderSummarySection } from './order-summary-section'
import { PaymentMount, PlaceOrderMount } from './payment-mounts'
import { PromoSection } from './promo-section'
import { TipSection } from './tip-section'
import { useCompact } from './use-compact'

export interface CheckoutScreenProps {
  page: CheckoutPage
}

/**
 * Until the payments are settled (the section's code, the wallet, the automatic update), the
 * section holds about a phone screen's remaining height, so the sections below it start out of
 * view instead of being pushed down while the shopper reads them (layout shift).
 */
const paymentHeight = '20rem'

const toastAdded = (message: string) =>
  checkoutToaster.create({ description: message, type: 'success' })

/**
 * The payment step once its checkout is loaded (checkout.md §2 "Payment step (review)"):
 * order details, contact, instructions, payment, items, flash sales, tip and promo codes,
 * the order summary and the submit area. From 1024 px the tip, promo codes, summary and
 * button sit beside the sections (sticky); below, one column with drawers (§2).
 */
export function CheckoutScreen({ page: loaded }: CheckoutScreenProps) {
  // The page owns what it needs of the payment section, which loads on its own and sends
  // it events (an update running, the payments settled); a modified order keeps its
  // payment (§6).
  const [payment, reportPayment] = useReducer(paymentSectionStatusReducer, {
    pending: false,
    ready: loaded.modify,
  })
  // A payment update pending also holds the page's own actions (checkout.md §4).
  const page = payment.pending ? { ...loaded, pending: true } : loaded
  const client = useApiClient()
  const compact = useCompact()
  const contact = useContact(page)
  const instructions = useInstructions(page, { client, bannerId: useBanner().id })
  const tip = useTip(page)
  const promo = usePromo(page, { onAdded: toastAdded })
  const items = useCheckoutItems(client, page.checkout)
  const flashSales = useFlashSales(client, page)
  const checkout = page.checkout
  if (!checkout) return null
  return (
    <>
      <Stepper aria-label={checkoutPageText.stepperLabel} steps={[...paymentStepSteps]} />
      <PageLayout.Body>
        <PageLayout.Content>
          <OrderDetailsSection checkout={checkout} />
          <ContactSection contact={contact} compact={compact} />
          <InstructionsSection
            instructions={instructions}
            modality={checkout.modalityType}
            compact={compact}
          />
          <Placeholder minHeight={paymentHeight} loading={!payment.ready}>
            <PaymentMount page={page} report={reportPayment} />
          </Placeholder>
          <ItemsSection items={items} compact={compact} />
          <FlashSalesSection flashSales={flashSales} items={items.lines} compact={compact} />
        </PageLayout.Content>
        {/* Beside the sections from 1024 px and sticky: the totals and the button stay in view. */}
        <PageLayout.Aside aria-label={orderSummaryText.heading}>
          <TipSection tip={tip} compact={compact} />
          <PromoSection promo={promo} />
          <OrderSummarySection summary={orderSummaryOf(checkout)} />
          <PlaceOrderMount
            page={page}
            contact={contact}
            instructions={instructions}
            paymentReady={payment.ready}
          />
        </PageLayout.Aside>
      </PageLayout.Body>
      <LeaveWarning flashSales={flashSales} />
    </>
  )
}
