import { memo, useId } from 'react'
import type { dayCarousel } from '#styled-system/recipes'
import { sameChoiceProps, useChoice } from '../native-radio/native-radio.js'
import type { DayCarouselDay as Day } from './day-carousel-types.js'

type Styles = ReturnType<typeof dayCarousel>

export interface DayCarouselDayProps {
  groupId: string
  name: string
  day: Day
  checked: boolean
  disabled: boolean
  onSelect: (value: string) => void
  styles: Styles
}

/**
 * One day: a radio named by its weekday and date; an unavailable day is disabled and
 * described by its note. `data-day-value` lets the carousel track which days show.
 * Memoised: choosing a day renders the day left and the day chosen, not every day (a day
 * given again as a new object with the same fields counts as the same).
 */
export const DayCarouselDay = memo(function DayCarouselDay({
  groupId,
  name,
  day,
  checked,
  disabled,
  onSelect,
  styles,
}: DayCarouselDayProps) {
  const noteId = useId()
  const note = day.available ? undefined : day.unavailableLabel
  const choice = useChoice({ groupId, name, value: day.value, checked, disabled, onSelect })
  return (
    <label {...choice.item} data-day-value={day.value} className={styles.item}>
      <span id={choice.textId} className={styles.itemText}>
        <span className={styles.itemWeekday}>{day.weekday}</span>{' '}
        <span className={styles.itemDate}>{day.date}</span>
      </span>
      {note === undefined ? null : (
        <span id={noteId} className={styles.itemNote}>
          {note}
        </span>
      )}
      <input {...choice.input} aria-describedby={note === undefined ? undefined : noteId} />
    </label>
  )
}, sameChoiceProps)
