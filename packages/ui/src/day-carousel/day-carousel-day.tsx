import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { useId } from 'react'
import type { dayCarousel } from '#styled-system/recipes'
import type { DayCarouselDay as Day } from './day-carousel-types.js'

export interface DayCarouselDayProps {
  day: Day
  styles: ReturnType<typeof dayCarousel>
}

/**
 * One day: a radio named by its weekday and date; an unavailable day is disabled and
 * described by its note. `data-day-value` lets the carousel track which days show.
 */
export function DayCarouselDay({ day, styles }: DayCarouselDayProps) {
  const noteId = useId()
  const note = day.available ? undefined : day.unavailableLabel
  return (
    <ArkRadioGroup.Item
      value={day.value}
      disabled={!day.available}
      data-day-value={day.value}
      className={styles.item}
    >
      <ArkRadioGroup.ItemText className={styles.itemText}>
        <span className={styles.itemWeekday}>{day.weekday}</span>{' '}
        <span className={styles.itemDate}>{day.date}</span>
      </ArkRadioGroup.ItemText>
      {note === undefined ? null : (
        <span id={noteId} className={styles.itemNote}>
          {note}
        </span>
      )}
      <ArkRadioGroup.ItemHiddenInput aria-describedby={note === undefined ? undefined : noteId} />
    </ArkRadioGroup.Item>
  )
}
