import { messages, selectionKeyOf } from '@aisle/api'
import { type Scheduling, schedulingText, slotDayLabels } from '@aisle/flows'
import { Alert, DayCarousel, TimeSlotGroup } from '@aisle/ui'

export interface DayTimePickerProps {
  scheduling: Pick<Scheduling, 'quotes' | 'activeDate' | 'selection' | 'selectDay' | 'selectTime'>
  /** The section's heading, which also names the day carousel. */
  dayLabel: string
}

/** The day carousel and the time slots of the chosen day (checkout.md §2). */
export function DayTimePicker({ scheduling, dayLabel }: DayTimePickerProps) {
  const { quotes, activeDate, selection } = scheduling
  const days = quotes.days.map((day) => ({
    value: day.date,
    ...slotDayLabels(day.date),
    available: day.times.length > 0,
    unavailableLabel: schedulingText.unavailable,
  }))
  const times = quotes.days.find((day) => day.date === activeDate)?.times ?? []
  return (
    <>
      <DayCarousel
        label={dayLabel}
        hideLabel
        days={days}
        value={activeDate ?? null}
        onValueChange={({ value }) => value && scheduling.selectDay(value)}
      />
      {times.length === 0 ? (
        <Alert tone="info" description={messages.noTimeSlotsForDay} />
      ) : (
        <TimeSlotGroup
          label={schedulingText.availableTimes}
          slots={times.map((slot) => ({
            value: selectionKeyOf(slot),
            label: slot.displayString,
            cost: slot.shouldShowFees ? (slot.cost ?? null) : null,
            vendor: slot.vendorName,
          }))}
          value={selection.slotKey ?? null}
          onValueChange={({ value }) => value && scheduling.selectTime(value)}
        />
      )}
    </>
  )
}
