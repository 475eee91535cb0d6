import { type Address, messages, selectionKeyOf } from '@aisle/api'
import {
  addressCardLines,
  MEMBERSHIP_DISCLAIMER,
  membershipSlotMessage,
  planTitle,
  selectorDeliveryOwnText,
  selectorDeliveryText,
  slotDayLabels,
  type TimeSlotVendors,
  type TimeSlotVersion,
  timeSlotPrimaryLabel,
  useCarouselItemsWarning,
  useDeliveryTimeSlots,
} from '@aisle/flows'
import { Alert, Button, DayCarousel, Inline, Spinner, Stack, TimeSlotGroup } from '@aisle/ui'
import { useId } from 'react'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { logAnalyticsEvent } from './analytics-log'

export interface DeliveryTimeSlotsViewProps {
  address: Address
  version: TimeSlotVersion
  timeZone: string
  /** The delivery option's location, for the Start Shopping event (§4). */
  locationId?: string | undefined
  /** The vendors the slots are asked for (§7). */
  vendors?: TimeSlotVendors | undefined
  onChangeAddress: () => void
  /** After the reservation: the window closes. */
  onDone: () => void
  level: 2 | 3
}

/**
 * The time-slot preview (shopping-method-selector.md §2 "Time-slot view"): 'Deliver
 * to' with 'Change Address', 'Choose a day and time', the day carousel and the slot
 * cards; loading, error with 'Try Again', no quotes, loaded; the hold text once reserved.
 */
export function DeliveryTimeSlotsView({
  address,
  version,
  timeZone,
  locationId,
  vendors,
  onChangeAddress,
  onDone,
  level,
}: DeliveryTimeSlotsViewProps) {
  const client = useApiClient()
  const banner = useBanner()
  const slots = useDeliveryTimeSlots(client, {
    address,
    timeZone,
    locationId,
    vendors,
    onAnalyticsEvent: logAnalyticsEvent,
  })
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const { title, detail } = addressCardLines(address)
  const { view } = slots
  // §5: in development, a day carousel of more than 15 days warns.
  useCarouselItemsWarning('days' in view ? view.days.length : 0, import.meta.env.DEV)

  let body = null
  if (view.status === 'loading') {
    body = <Spinner label={selectorDeliveryOwnText.loadingTimes} showLabel />
  } else if (view.status === 'error') {
    body = (
      <Alert
        tone="danger"
        title={messages.somethingWentWrongTitle}
        description={messages.selectorTechnicalDifficulties}
        actionLabel={selectorDeliveryText.tryAgain}
        onAction={slots.retry}
      />
    )
  } else if (view.status === 'noQuotes') {
    body = (
      <Alert
        tone="info"
        title={selectorDeliveryOwnText.noQuotesTitle}
        description={selectorDeliveryOwnText.noQuotes}
      />
    )
  } else {
    const days = view.days.map((day) => ({
      value: day.date,
      ...slotDayLabels(day.date),
      available: day.times.length > 0,
    }))
    const times = view.days.find((day) => day.date === slots.activeDate)?.times ?? []
    body = (
      <>
        <DayCarousel
          label={selectorDeliveryText.chooseDayAndTime}
          hideLabel
          days={days}
          value={slots.activeDate ?? null}
          onValueChange={({ value }) => value && slots.selectDay(value)}
        />
        {times.length === 0 ? (
          <Alert tone="info" description={messages.noTimeSlotsForDay} />
        ) : (
          <TimeSlotGroup
            label={selectorDeliveryOwnText.availableTimes}
            hideLabel
            freeLabel={selectorDeliveryText.free}
            tbdLabel={selectorDeliveryText.tbd}
            slots={times.map((slot) => ({
              value: selectionKeyOf(slot),
              label: slot.displayString,
              cost: slot.shouldShowFees ? (slot.cost ?? null) : null,
              vendor: slot.vendorName,
            }))}
            value={slots.slotKey ?? null}
            onValueChange={({ value }) => value && slots.selectTime(value)}
          />
        )}
        {slots.error ? <Alert tone="danger" description={slots.error} /> : null}
        {slots.reserveFailed ? <Alert tone="danger" description={slots.reserveFailed} /> : null}
        {slots.holdText ? (
          <>
            <Alert tone="success" description={slots.holdText} />
            <Inline>
              <Button variant="secondary" onClick={slots.editReservation}>
                {selectorDeliveryText.editReservation}
              </Button>
              <Button
                onClick={() => {
                  slots.startShopping()
                  onDone()
                }}
              >
                {selectorDeliveryText.startShopping}
              </Button>
            </Inline>
          </>
        ) : (
          <div>
            <Button loading={slots.reserving} onClick={() => void slots.reserve()}>
              {timeSlotPrimaryLabel(version)}
            </Button>
          </div>
        )}
      </>
    )
  }

  return (
    <Stack gap="4" asChild>
      <section aria-labelledby={headingId}>
        <Inline>
          <p>
            <strong>{selectorDeliveryText.deliverTo}</strong> {title}, {detail}
          </p>
          <Button variant="plain" size="sm" onClick={onChangeAddress}>
            {selectorDeliveryText.changeAddress}
          </Button>
        </Inline>
        <Heading id={headingId}>{selectorDeliveryText.chooseDayAndTime}</Heading>
        {slots.membership ? (
          // Premium delivery members see a membership message (§6, §9 plan texts).
          <Alert
            tone="info"
            title={planTitle(banner.membership, slots.membership.type)}
            description={`${membershipSlotMessage(
              planTitle(banner.membership, slots.membership.type),
              slots.membership.freeThreshold,
            )} ${MEMBERSHIP_DISCLAIMER}`}
          />
        ) : null}
        <Stack gap="4">{body}</Stack>
      </section>
    </Stack>
  )
}
