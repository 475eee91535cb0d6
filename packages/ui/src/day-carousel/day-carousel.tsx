import { forwardRef, type ReactNode, useEffect } from 'react'
import { DayCarouselDay } from './day-carousel-day.js'
import { warnOnTooManyDays } from './day-carousel-dev-warning.js'
import * as DayCarouselParts from './day-carousel-namespace.js'
import type { DayCarouselDay as Day, DayCarouselValueChangeDetails } from './day-carousel-types.js'

interface DayCarouselOwnProps {
  /** Names the group of days, e.g. 'Choose a day'. */
  label: ReactNode
  /**
   * Hide the label visually; it still names the group for assistive technology.
   * @default false
   */
  hideLabel?: boolean
  /** The days in order, already formatted (the caller does the date arithmetic). */
  days: readonly Day[]
  /**
   * The chosen day's value, when controlled (`null` for none); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string | null
  /**
   * The chosen day's value on first render, when uncontrolled.
   * @default null
   */
  defaultValue?: string | null
  /**
   * Called with `{ value, day }` when the shopper chooses a day.
   * @default undefined
   */
  onValueChange?: (details: DayCarouselValueChangeDetails) => void
  /**
   * Called with the values of the days in view (at least half shown), in order: once
   * after the first layout, then whenever scrolling or resizing changes that list.
   * @default undefined
   */
  onVisibleChange?: (visibleValues: string[]) => void
  /**
   * How far one Previous or Next press scrolls, as a fraction of the row's visible width.
   * 0.7 (the spec's slider step of 70 % of the width) keeps the last day in view as
   * context; the row then snaps to the nearest whole day.
   * @default 0.7
   */
  scrollStep?: number
  /**
   * Accessible name of the button that scrolls back.
   * @default 'Previous days'
   */
  previousLabel?: string
  /**
   * Accessible name of the button that scrolls on.
   * @default 'Next days'
   */
  nextLabel?: string
  /**
   * Form field name of the radios.
   * @default undefined
   */
  name?: string
  /**
   * Every day is disabled.
   * @default false
   */
  disabled?: boolean
  /**
   * Id of the radio group; the parts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the outer wrapper.
   * @default undefined
   */
  className?: string
}

export interface DayCarouselProps
  extends DayCarouselOwnProps,
    Omit<DayCarouselParts.RootProps, 'children' | keyof DayCarouselOwnProps> {}

/**
 * A horizontal row of day choices with Previous and Next buttons, from a `days` array,
 * built on the `DayCarousel.*` parts. Choosing a day is a single choice among a few
 * options, so the days are a WAI-ARIA radio group rather than a listbox: real radios give
 * Tab-into-the-checked-day, arrow keys that move and select while skipping unavailable
 * days, and form submission, with no active-descendant bookkeeping. Choosing a day renders
 * the day left and the day chosen, not every day. The radio group is the scroll container
 * (scroll-snap); the focused day scrolls into view by itself. Compact under the `md`
 * breakpoint (768 px). Other props (`data-*`, `aria-*`, handlers, `className`) reach the
 * outer wrapper; the ref reaches the `radiogroup` element.
 */
const DayCarouselFromProps = forwardRef<HTMLDivElement, DayCarouselProps>(function DayCarousel(
  { label, days, onValueChange, previousLabel = 'Previous days', nextLabel = 'Next days', ...rest },
  ref,
) {
  useEffect(() => warnOnTooManyDays(days.length), [days.length])
  return (
    <DayCarouselParts.Root
      {...rest}
      onValueChange={({ value }) =>
        onValueChange?.({ value, day: days.find((day) => day.value === value) ?? null })
      }
    >
      <DayCarouselParts.Label>{label}</DayCarouselParts.Label>
      <DayCarouselParts.Control>
        <DayCarouselParts.PrevTrigger aria-label={previousLabel} />
        <DayCarouselParts.ItemGroup ref={ref}>
          {days.map((day) => (
            <DayCarouselDay key={day.value} day={day} />
          ))}
        </DayCarouselParts.ItemGroup>
        <DayCarouselParts.NextTrigger aria-label={nextLabel} />
      </DayCarouselParts.Control>
    </DayCarouselParts.Root>
  )
})

/**
 * `<DayCarousel label=… days={…} />` from props, and its parts: `DayCarousel.Root` around
 * `Label` and the `Control` row of `PrevTrigger`, `ItemGroup` (one `Item` per day:
 * `ItemText` with `ItemWeekday` and `ItemDate`, `ItemNote`, `ItemHiddenInput`) and
 * `NextTrigger`.
 */
export const DayCarousel = Object.assign(DayCarouselFromProps, DayCarouselParts)
