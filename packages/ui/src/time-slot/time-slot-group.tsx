import { forwardRef, type ReactNode, useId, useMemo } from 'react'
import { cx } from '#styled-system/css'
import { timeSlot } from '#styled-system/recipes'
import { radioGroupStyle, useChoiceValue } from '../native-radio/native-radio.js'
import { TimeSlotCard } from './time-slot-card.js'
import type { TimeSlotItem, TimeSlotValueChangeDetails } from './time-slot-types.js'

export interface TimeSlotGroupProps {
  /** Names the group of slots, e.g. 'Choose a time'. */
  label: ReactNode
  /**
   * Hide the label visually; it still names the group for assistive technology.
   * @default false
   */
  hideLabel?: boolean
  /** The slots of the chosen day, in order, already formatted. */
  slots: readonly TimeSlotItem[]
  /**
   * The chosen slot's value, when controlled (`null` for none); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string | null
  /**
   * The chosen slot's value on first render, when uncontrolled.
   * @default null
   */
  defaultValue?: string | null
  /**
   * Called with `{ value, slot }` when the shopper chooses a slot.
   * @default undefined
   */
  onValueChange?: (details: TimeSlotValueChangeDetails) => void
  /**
   * Shown instead of an amount for a slot that costs 0.
   * @default 'Free'
   */
  freeLabel?: string
  /**
   * Shown instead of an amount for a slot whose cost is missing.
   * @default 'TBD'
   */
  tbdLabel?: string
  /**
   * Form field name of the radios.
   * @default undefined
   */
  name?: string
  /**
   * Every slot is disabled.
   * @default false
   */
  disabled?: boolean
  /**
   * A slot must be chosen to submit the form.
   * @default false
   */
  required?: boolean
  /**
   * Id of the radio group; the parts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the group's root.
   * @default undefined
   */
  className?: string
}

/**
 * Time-slot cards as a WAI-ARIA radio group of real radios: Tab enters on the chosen or
 * first slot, arrow keys move and choose, Space chooses, disabled slots are skipped (the
 * browser's own radio behaviour). Each card shows its window, its cost in US dollars
 * ('Free' for 0, 'TBD' when missing) and its vendor. Choosing a slot renders the card left
 * and the card chosen, not every card. The ref reaches the `radiogroup` element.
 */
export const TimeSlotGroup = forwardRef<HTMLDivElement, TimeSlotGroupProps>(function TimeSlotGroup(
  {
    label,
    hideLabel = false,
    slots,
    value,
    defaultValue,
    onValueChange,
    freeLabel = 'Free',
    tbdLabel = 'TBD',
    name,
    disabled = false,
    required = false,
    id,
    className,
  },
  ref,
) {
  // One object per `hideLabel`: the cards compare it to skip rendering again.
  const styles = useMemo(() => timeSlot({ hideLabel }), [hideLabel])
  const generatedId = useId()
  const rootId = id ?? generatedId
  const labelId = `${rootId}:label`
  const [chosen, select] = useChoiceValue(value, defaultValue, (next) =>
    onValueChange?.({ value: next, slot: slots.find((slot) => slot.value === next) ?? null }),
  )

  return (
    <div
      ref={ref}
      role="radiogroup"
      id={rootId}
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      style={radioGroupStyle}
      className={cx(styles.root, className)}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.items}>
        {slots.map((slot) => (
          <TimeSlotCard
            key={slot.value}
            groupId={rootId}
            name={name ?? rootId}
            slot={slot}
            checked={slot.value === chosen}
            disabled={disabled || slot.disabled === true}
            required={required}
            onSelect={select}
            styles={styles}
            freeLabel={freeLabel}
            tbdLabel={tbdLabel}
          />
        ))}
      </div>
    </div>
  )
})
