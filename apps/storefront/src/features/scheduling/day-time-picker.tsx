import { messages, selectionKeyOf, type TimeSlotDay } from '@aisle/api'
import { type Scheduling, schedulingText, slotDayLabels } from '@aisle/flows'
import { Alert, DayCarousel, TimeSlotGroup } from '@aisle/ui'
import { memo, useMemo } from 'react'

export interface DayTimePickerProps {
  scheduling: Pick<Scheduling, 'quotes' | 'activeDate' | 'selection' | 'selectDay' | 'selectTime'>
  /** The section's heading, which also names the day carousel. */
  dayLabel: string
}

/**
 * The day carousel and the time slots of the chosen day (checkout.md §2). Each is memoised
 * on what it shows: picking a time renders the slots again, not the carousel, and picking
 * a day renders the carousel and that day's slots, not the rest of the screen's parts.
 */
export function DayTimePicker({ scheduling, dayLabel }: DayTimePickerProps) {
  const { quotes, activeDate, selection } = scheduling
  return (
    <>
      <DayPicker
        label={dayLabel}
        days={quotes.days}
        value={activeDate ?? null}
        onSelect={scheduling.selectDay}
      />
      <TimePicker
        day={quotes.days.find((day) => day.date === activeDate)}
        value={selection.slotKey ?? null}
        onSelect={scheduling.selectTime}
      />
    </>
  )
}

interface PickerProps {
  value: string | null
  onSelect: (value: string) => void
}

const DayPicker = memo(function DayPicker({
  label,
  days,
  value,
  onSelect,
}: PickerProps & { label: string; days: readonly TimeSlotDay[] }) {
  const items = useMemo(
    () =>
      days.map((day) => ({
        value: day.date,
        ...slotDayLabels(day.date),
        available: day.times.length > 0,
        unavailableLabel: schedulingText.unavailable,
      })),
    [days],
  )
  return (
    <DayCarousel
      label={label}
      hideLabel
      days={items}
      value={value}
      onValueChange={({ value: next }) => next && onSelect(next)}
    />
  )
})

const TimePicker = memo(function TimePicker({
  day,
  value,
  onSelect,
}: PickerProps & { day: TimeSlotDay | undefined }) {
  const times = day?.times
  const slots = useMemo(
    () =>
      (times ?? []).map((slot) => ({
        value: selectionKeyOf(slot),
        label: slot.displayString,
        cost: slot.shouldShowFees ? (slot.cost ?? null) : null,
        vendor: slot.vendorName,
      })),
    [times],
  )
  if (slots.length === 0) return <Alert tone="info" description={messages.noTimeSlotsForDay} />
  return (
    <TimeSlotGroup
      label={schedulingText.availableTimes}
      slots={slots}
      value={value}
      onValueChange={({ value: next }) => next && onSelect(next)}
    />
  )
})
