import {
  forwardRef,
  type ReactNode,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react'
import { cx } from '#styled-system/css'
import { dayCarousel } from '#styled-system/recipes'
import { radioGroupStyle, useChoiceValue } from '../native-radio/native-radio.js'
import { DayCarouselDay } from './day-carousel-day.js'
import { warnOnTooManyDays } from './day-carousel-dev-warning.js'
import { DayCarouselTrigger } from './day-carousel-trigger.js'
import type { DayCarouselDay as Day, DayCarouselValueChangeDetails } from './day-carousel-types.js'
import { useDayCarouselScroll } from './use-day-carousel-scroll.js'

export interface DayCarouselProps {
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

/**
 * A horizontal row of day choices with Previous and Next buttons. Choosing a day is a
 * single choice among a few options, so the days are a WAI-ARIA radio group rather than a
 * listbox: real radios give Tab-into-the-checked-day, arrow keys that move and select while
 * skipping unavailable days, and form submission, with no active-descendant bookkeeping.
 * Choosing a day renders the day left and the day chosen, not every day. The radio group is the scroll container (scroll-snap);
 * the focused day scrolls into view by itself. Compact under the `md` breakpoint (768 px).
 * The ref reaches the `radiogroup` element.
 */
export const DayCarousel = forwardRef<HTMLDivElement, DayCarouselProps>(function DayCarousel(
  {
    label,
    hideLabel = false,
    days,
    value,
    defaultValue,
    onValueChange,
    onVisibleChange,
    scrollStep = 0.7,
    previousLabel = 'Previous days',
    nextLabel = 'Next days',
    name,
    disabled = false,
    id,
    className,
  },
  ref,
) {
  // One object per `hideLabel`: the days compare it to skip rendering again.
  const styles = useMemo(() => dayCarousel({ hideLabel }), [hideLabel])
  const generatedId = useId()
  const rootId = id ?? generatedId
  const labelId = `${rootId}-label`
  const viewportRef = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => viewportRef.current as HTMLDivElement)
  const { atStart, atEnd, scrollByStep } = useDayCarouselScroll(viewportRef, {
    scrollStep,
    onVisibleChange,
    itemsKey: days.map((day) => day.value).join('\n'),
  })
  useEffect(() => warnOnTooManyDays(days.length), [days.length])

  const [chosen, select] = useChoiceValue(value, defaultValue, (next) =>
    onValueChange?.({ value: next, day: days.find((day) => day.value === next) ?? null }),
  )

  return (
    <div className={cx(styles.carousel, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.control}>
        <DayCarouselTrigger
          label={previousLabel}
          controls={rootId}
          disabled={atStart}
          onPress={() => scrollByStep(-1)}
          className={styles.prevTrigger}
        />
        <div
          ref={viewportRef}
          role="radiogroup"
          id={rootId}
          aria-labelledby={labelId}
          aria-orientation="horizontal"
          aria-disabled={disabled || undefined}
          data-orientation="horizontal"
          data-disabled={disabled ? '' : undefined}
          style={radioGroupStyle}
          className={styles.root}
        >
          {days.map((day) => (
            <DayCarouselDay
              key={day.value}
              groupId={rootId}
              name={name ?? rootId}
              day={day}
              checked={day.value === chosen}
              disabled={disabled || !day.available}
              onSelect={select}
              styles={styles}
            />
          ))}
        </div>
        <DayCarouselTrigger
          label={nextLabel}
          controls={rootId}
          disabled={atEnd}
          onPress={() => scrollByStep(1)}
          className={styles.nextTrigger}
        />
      </div>
    </div>
  )
})
