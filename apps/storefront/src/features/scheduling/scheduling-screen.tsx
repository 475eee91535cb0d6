import { type Scheduling, schedulingErrorText, schedulingText } from '@aisle/flows'
import {
  Alert,
  Button,
  Placeholder,
  Spinner,
  Stepper,
  type TooltipShowOnceStorage,
} from '@aisle/ui'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { DayTimePicker } from './day-time-picker'
import { DeliveryFilters } from './delivery-filters'
import { SummaryPanel } from './summary-panel'

const SelectorModal = lazy(() => import('../selector/selector-modal'))
const ChangeAddressDialog = lazy(() => import('./change-address-dialog'))
const SchedulingOverlays = lazy(() => import('./scheduling-overlays'))

/** True from the first time `now` is true: an overlay, once loaded, stays mounted (focus returns). */
function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now)
  if (now && !was) setWas(true)
  return was || now
}

export interface SchedulingScreenProps {
  scheduling: Scheduling
  bannerTitle: string
  cartPath: string
  onBackToCart: () => void
  /** Where the tooltip's "shown" mark is kept. @default localStorage */
  tooltipStorage?: TooltipShowOnceStorage
}

const addressText = (address: {
  addressLines: string[]
  cityTown: string
  stateProvince: string
  postalCode: string
}) =>
  `${address.addressLines.join(', ')}, ${address.cityTown}, ${address.stateProvince} ${address.postalCode}`

/**
 * While the times load, their place is held at about the height of the day carousel and a
 * day's slot cards on a phone, so the summary below does not jump when they arrive.
 */
const timesHeight = '28rem'

/** The scheduling step once the page may show (checkout.md §2 "Scheduling screen"). */
export function SchedulingScreen({
  scheduling,
  bannerTitle,
  cartPath,
  onBackToCart,
  tooltipStorage,
}: SchedulingScreenProps) {
  const [changing, setChanging] = useState(false)
  const overlaysWanted = useOnceTrue(
    scheduling.modal !== undefined ||
      scheduling.replacementsOpen ||
      scheduling.submit.status === 'verifyingAge',
  )
  const delivery = scheduling.fulfillmentType === 'Delivery'
  const { quotes } = scheduling
  const timesHeading = delivery ? schedulingText.dayAndTime : schedulingText.chooseDayAndTime
  return (
    <>
      <Stepper
        aria-label={schedulingText.stepperLabel}
        steps={[
          { label: schedulingText.stepSchedule, status: 'current' },
          { label: schedulingText.stepPay, status: 'upcoming' },
        ]}
      />
      {delivery ? (
        <section aria-labelledby="scheduling-address">
          <h2 id="scheduling-address">{schedulingText.deliveringTo}</h2>
          <p>{scheduling.deliveryAddress ? addressText(scheduling.deliveryAddress) : null}</p>
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {schedulingText.changeAddress}
          </Button>
        </section>
      ) : (
        <section aria-labelledby="scheduling-store">
          <h2 id="scheduling-store">{schedulingText.pickupAt}</h2>
          <p>
            {scheduling.store?.name}
            {scheduling.store?.address ? (
              <>
                <br />
                {scheduling.store.address.street}, {scheduling.store.address.locality}
              </>
            ) : null}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {schedulingText.changeStore}
          </Button>
        </section>
      )}
      {delivery ? (
        <section aria-labelledby="scheduling-options">
          <h2 id="scheduling-options">{schedulingText.deliveryOptions}</h2>
          <DeliveryFilters
            part="chips"
            scheduling={scheduling}
            bannerTitle={bannerTitle}
            storage={tooltipStorage}
          />
        </section>
      ) : null}
      <section aria-labelledby="scheduling-times" aria-busy={quotes.status === 'loading'}>
        <h2 id="scheduling-times">{timesHeading}</h2>
        {delivery ? (
          <DeliveryFilters
            part="toggle"
            scheduling={scheduling}
            bannerTitle={bannerTitle}
            storage={tooltipStorage}
          />
        ) : null}
        {quotes.message ? <Alert tone="info" description={quotes.message} /> : null}
        {quotes.status === 'loading' ? (
          <Placeholder minHeight={timesHeight}>
            <Spinner label={schedulingText.loadingTimes} />
          </Placeholder>
        ) : null}
        {quotes.error ? (
          <Alert
            tone="danger"
            title={schedulingErrorText(quotes.error).title}
            description={schedulingErrorText(quotes.error).message}
            actionLabel={schedulingText.tryAgain}
            onAction={scheduling.reloadQuotes}
          />
        ) : null}
        {/* The membership banner waits for the quotes, so it goes where the times arrive:
            above the filters it pushed them and everything below down as it appeared. */}
        {scheduling.membershipText ? (
          <Alert
            tone="info"
            description={
              <>
                {scheduling.membershipText} <Link to={cartPath}>{schedulingText.keepShopping}</Link>
              </>
            }
          />
        ) : null}
        {quotes.status === 'success' ? (
          <DayTimePicker scheduling={scheduling} dayLabel={timesHeading} />
        ) : null}
      </section>
      <SummaryPanel scheduling={scheduling} cartPath={cartPath} />
      {overlaysWanted ? (
        <Suspense fallback={null}>
          <SchedulingOverlays
            scheduling={scheduling}
            bannerTitle={bannerTitle}
            onBackToCart={onBackToCart}
          />
        </Suspense>
      ) : null}
      {changing && delivery ? (
        // checkout.md §2: the change action opens the address form modal for delivery...
        <Suspense fallback={null}>
          <ChangeAddressDialog
            open={changing}
            onOpenChange={setChanging}
            onChanged={scheduling.destinationChanged}
          />
        </Suspense>
      ) : null}
      {changing && !delivery ? (
        // ...and the store selection modal, titled 'Change Store', for pickup.
        <Suspense fallback={null}>
          <SelectorModal
            open={changing}
            onOpenChange={setChanging}
            signedIn
            openedFrom="cart"
            onDone={() => {
              setChanging(false)
              scheduling.destinationChanged()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
