import { useRadioGroupContext } from '@ark-ui/react/radio-group'
import { memo, useId } from 'react'
import type { dayCarousel } from '#styled-system/recipes'
import {
  type RadioItemParts,
  radioItemParts,
  sameRadioItemParts,
  shallowEqual,
} from '../radio-group/radio-item-parts.js'
import type { DayCarouselDay as Day } from './day-carousel-types.js'

type Styles = ReturnType<typeof dayCarousel>

export interface DayCarouselDaysProps {
  days: readonly Day[]
  styles: Styles
}

/**
 * The days of the carousel, inside its Ark radio group. Only this component reads the
 * group's state; each day renders again only when its own markup changes, so choosing
 * a day renders the day left and the day chosen, not every day (see `radioItemParts`).
 */
export function DayCarouselDays({ days, styles }: DayCarouselDaysProps) {
  const radioGroup = useRadioGroupContext()
  return days.map((day) => (
    <DayCarouselDay
      key={day.value}
      day={day}
      styles={styles}
      parts={radioItemParts(radioGroup, { value: day.value, disabled: !day.available })}
    />
  ))
}

interface DayCarouselDayProps {
  day: Day
  styles: Styles
  parts: RadioItemParts
}

/**
 * One day: a radio named by its weekday and date; an unavailable day is disabled and
 * described by its note. `data-day-value` lets the carousel track which days show.
 * The elements and props are those of Ark's `Item`, `ItemText` and `ItemHiddenInput`.
 */
const DayCarouselDay = memo(
  function DayCarouselDay({ day, styles, parts }: DayCarouselDayProps) {
    const noteId = useId()
    const note = day.available ? undefined : day.unavailableLabel
    return (
      <label {...parts.item} data-day-value={day.value} className={styles.item}>
        <span {...parts.text} className={styles.itemText}>
          <span className={styles.itemWeekday}>{day.weekday}</span>{' '}
          <span className={styles.itemDate}>{day.date}</span>
        </span>
        {note === undefined ? null : (
          <span id={noteId} className={styles.itemNote}>
            {note}
          </span>
        )}
        <input {...parts.hiddenInput} aria-describedby={note === undefined ? undefined : noteId} />
      </label>
    )
  },
  (prev, next) =>
    prev.styles === next.styles &&
    shallowEqual(prev.day, next.day) &&
    sameRadioItemParts(prev.parts, next.parts),
)
