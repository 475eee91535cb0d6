import { type Scheduling, schedulingErrorText, schedulingText } from '@aisle/flows'
import {
  Alert,
  Button,
  PageLayout,
  Placeholder,
  Spinner,
  Stepper,
  type StepperStep,
  Surface,
  type TooltipShowOnceStorage,
} from '@aisle/ui'
import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useDeferredReady } from '../../deferred-render'
import { DayTimePicker } from './day-time-picker'
import { SummaryPanel } from './summary-panel'
import { useWide } from './use-wide'

/**
 * The delivery filters (chips and toggle, with the kit's radio group and switch): delivery
 * only, so a pickup page never loads them. The delivery page asks for them while it loads
 * its own data (`preloadDeliveryFilters`), and its screen waits for them (the whole screen
 * suspends, showing the page's loading spinner): a row that arrived after the screen would
 * push the times down.
 */
const loadDeliveryFilters = () => import('./delivery-filters')
const DeliveryFilters = lazy(loadDeliveryFilters)
export const preloadDeliveryFilters = (): void => {
  void loadDeliveryFilters()
}

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

/** Where the order goes or is picked up, with its change action, on its card. */
const DestinationCard = memo(function DestinationCard({
  title,
  lines,
  action,
  onChange,
  variant,
}: {
  title: string
  lines: readonly (string | undefined)[]
  action: string
  onChange: () => void
  variant?: 'card' | 'subtle'
}) {
  const id = useId()
  return (
    <Surface.Root aria-labelledby={id} variant={variant}>
      <Surface.Header>
        <Surface.Title id={id}>{title}</Surface.Title>
        <Button variant="secondary" size="sm" onClick={onChange}>
          {action}
        </Button>
      </Surface.Header>
      <p>
        {lines
          .filter((line) => line !== undefined && line !== '')
          .map((line, index) => (
            <span key={line}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
      </p>
    </Surface.Root>
  )
})

const steps: StepperStep[] = [
  { label: schedulingText.stepSchedule, status: 'current' },
  { label: schedulingText.stepPay, status: 'upcoming' },
]

/** Schedule, then Pay: the same on every render, so a day or time pick leaves it be. */
const SchedulingStepper = memo(function SchedulingStepper() {
  return <Stepper aria-label={schedulingText.stepperLabel} steps={steps} />
})

/**
 * The scheduling step once the page may show (checkout.md §2 "Scheduling screen"): the
 * times beside the summary from 1024 px, one column below. Pickup's store sits above the
 * stepper on a one-column screen (the mobile-only store header) and beside the times, over
 * the summary, on a wide one.
 */
export function SchedulingScreen({
  scheduling,
  bannerTitle,
  cartPath,
  onBackToCart,
  tooltipStorage,
}: SchedulingScreenProps) {
  const [changing, setChanging] = useState(false)
  const startChanging = useCallback(() => setChanging(true), [])
  const wide = useWide()
  const overlaysWanted = useOnceTrue(
    scheduling.modal !== undefined ||
      scheduling.replacementsOpen ||
      scheduling.submit.status === 'verifyingAge',
  )
  const delivery = scheduling.fulfillmentType === 'Delivery'
  const { quotes } = scheduling
  // The day carousel and the time slots are the screen's largest render, and the quotes
  // arrive as a read's sync update: the placeholder stays until they have been rendered in
  // a deferred pass of short tasks (docs/performance.md, "Long tasks after the first paint").
  const timesReady = useDeferredReady(quotes.status === 'success')
  const timesWaiting = quotes.status === 'loading' || (quotes.status === 'success' && !timesReady)
  const timesHeading = delivery ? schedulingText.dayAndTime : schedulingText.chooseDayAndTime
  // The cards' lines, made again only when the store or the address changes: the cards are
  // memoised, and a day or time pick changes neither.
  const pickupStore = scheduling.store
  const storeLines = useMemo(
    () => [
      pickupStore?.name,
      pickupStore?.address
        ? `${pickupStore.address.street}, ${pickupStore.address.locality}`
        : undefined,
    ],
    [pickupStore],
  )
  const { deliveryAddress } = scheduling
  const addressLines = useMemo(
    () => [deliveryAddress && addressText(deliveryAddress)],
    [deliveryAddress],
  )
  const store = delivery ? null : (
    <DestinationCard
      title={schedulingText.pickupAt}
      lines={storeLines}
      action={schedulingText.changeStore}
      onChange={startChanging}
      variant={wide ? 'card' : 'subtle'}
    />
  )
  return (
    <Suspense fallback={<Spinner label={schedulingText.loadingTimes} />}>
      {wide ? null : store}
      <SchedulingStepper />
      <PageLayout.Body>
        <PageLayout.Content>
          {delivery ? (
            <DestinationCard
              title={schedulingText.deliveringTo}
              lines={addressLines}
              action={schedulingText.changeAddress}
              onChange={startChanging}
            />
          ) : null}
          {delivery && scheduling.chips.length > 0 ? (
            <Surface.Root aria-labelledby="scheduling-options">
              <Surface.Title id="scheduling-options">
                {schedulingText.deliveryOptions}
              </Surface.Title>
              <DeliveryFilters
                part="chips"
                scheduling={scheduling}
                bannerTitle={bannerTitle}
                storage={tooltipStorage}
              />
            </Surface.Root>
          ) : null}
          <Surface.Root aria-labelledby="scheduling-times" aria-busy={timesWaiting}>
            <Surface.Title id="scheduling-times">{timesHeading}</Surface.Title>
            {delivery ? (
              <DeliveryFilters
                part="toggle"
                scheduling={scheduling}
                bannerTitle={bannerTitle}
                storage={tooltipStorage}
              />
            ) : null}
            {quotes.message ? <Alert tone="info" description={quotes.message} /> : null}
            {timesWaiting ? (
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
            {timesReady && scheduling.membershipText ? (
              <Alert
                tone="info"
                description={
                  <>
                    {scheduling.membershipText}{' '}
                    <Link to={cartPath}>{schedulingText.keepShopping}</Link>
                  </>
                }
              />
            ) : null}
            {timesReady ? <DayTimePicker scheduling={scheduling} dayLabel={timesHeading} /> : null}
          </Surface.Root>
        </PageLayout.Content>
        <PageLayout.Aside aria-label={schedulingText.summaryTitle}>
          {wide ? store : null}
          <SummaryPanel scheduling={scheduling} cartPath={cartPath} />
        </PageLayout.Aside>
      </PageLayout.Body>
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
    </Suspense>
  )
}
