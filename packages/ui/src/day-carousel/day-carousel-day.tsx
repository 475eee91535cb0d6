import { memo } from 'react'
import { sameChoiceProps } from '../native-radio/native-radio.js'
import * as DayCarousel from './day-carousel-namespace.js'
import type { DayCarouselDay as Day } from './day-carousel-types.js'

/**
 * One day of `DayCarousel`, from its data, in the parts: a radio named by its weekday and
 * date; an unavailable day is disabled and described by its note. Memoised: choosing a day
 * renders the day left and the day chosen, not every day (a day given again as a new
 * object with the same fields counts as the same).
 */
export const DayCarouselDay = memo(function DayCarouselDay({ day }: { day: Day }) {
  const note = day.available ? undefined : day.unavailableLabel
  return (
    <DayCarousel.Item value={day.value} disabled={!day.available}>
      <DayCarousel.ItemText>
        <DayCarousel.ItemWeekday>{day.weekday}</DayCarousel.ItemWeekday>{' '}
        <DayCarousel.ItemDate>{day.date}</DayCarousel.ItemDate>
      </DayCarousel.ItemText>
      {note === undefined ? null : <DayCarousel.ItemNote>{note}</DayCarousel.ItemNote>}
      <DayCarousel.ItemHiddenInput />
    </DayCarousel.Item>
  )
}, sameChoiceProps)
