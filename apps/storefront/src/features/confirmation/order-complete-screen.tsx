import { confirmationText, useOrderConfirmation } from '@aisle/flows'
import { Alert, Collapsible, PageLayout, Spinner, Stack } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { useFooterProp65Warning } from '../../layouts/banner-footer'
import { documentTitles, headings } from '../../messages'
import { PageHeading } from '../../page-heading'
import { CartItemTable } from '../cart-items'
import { CartReminder, ConfirmationInfoSections } from './confirmation-info-sections'
import { confirmationPaths } from './confirmation-paths'
import { OrderDetailsSection } from './order-details-section'
import { PaymentSummarySection } from './payment-summary-section'

export interface OrderCompleteScreenProps {
  /** The placed order: the checkout's id. */
  orderId: string
  /** The im=true flag of a modified order. */
  modified: boolean
}

/** The order complete page's content (checkout.md §2 "Order complete page"). */
export function OrderCompleteScreen({ orderId, modified }: OrderCompleteScreenProps) {
  const banner = useBanner()
  const state = useOrderConfirmation({
    client: useApiClient(),
    orderId,
    modified,
    customerService: banner.customerService,
  })
  useFooterProp65Warning(state.status === 'ready' && state.confirmation.prop65)

  if (state.status !== 'ready') {
    return (
      <>
        <PageHeading documentTitle={documentTitles.orderComplete}>
          {headings.orderComplete}
        </PageHeading>
        {state.status === 'loading' ? (
          <Spinner label={confirmationText.loading} showLabel />
        ) : state.status === 'not-found' ? (
          <>
            <p>{confirmationText.notFound}</p>
            <p>
              <Link to={confirmationPaths.purchases}>{confirmationText.viewPurchases}</Link>
            </p>
          </>
        ) : (
          <Alert
            tone="danger"
            description={confirmationText.loadError}
            actionLabel={confirmationText.tryAgain}
            onAction={state.retry}
          />
        )}
      </>
    )
  }

  const { confirmation } = state
  return (
    <>
      <PageHeading documentTitle={documentTitles.orderComplete}>{confirmation.heading}</PageHeading>
      <Stack gap="1">
        {confirmation.emailNotice ? <p>{confirmation.emailNotice}</p> : null}
        <p>
          <Link to={confirmation.orderLink}>{confirmation.orderNumber}</Link>
        </p>
        <p>{confirmation.orderedOn}</p>
        {confirmation.editLink ? (
          <p>
            <Link to={confirmation.editLink}>{confirmationText.addOrEditItems}</Link>
          </p>
        ) : null}
      </Stack>
      {confirmation.cartReminder ? <CartReminder text={confirmation.cartReminder} /> : null}
      {/* From 1024 px the payment summary sits beside the order's details (checkout.md §2). */}
      <PageLayout.Body>
        <PageLayout.Content>
          <OrderDetailsSection confirmation={confirmation} />
          <Collapsible summary={confirmation.itemCountText} headingLevel={2}>
            <CartItemTable caption={confirmation.itemCountText} lines={confirmation.lines} />
          </Collapsible>
          <ConfirmationInfoSections confirmation={confirmation} />
        </PageLayout.Content>
        <PageLayout.Aside aria-label={confirmationText.paymentSummary}>
          <PaymentSummarySection confirmation={confirmation} />
        </PageLayout.Aside>
      </PageLayout.Body>
    </>
  )
}
