import { forwardRef, type ReactNode } from 'react'
import { TimeSlotCard } from './time-slot-card.js'
import * as TimeSlotGroupParts from './time-slot-namespace.js'
import type { TimeSlotItem, TimeSlotValueChangeDetails } from './time-slot-types.js'

interface TimeSlotGroupOwnProps {
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

export interface TimeSlotGroupProps
  extends TimeSlotGroupOwnProps,
    Omit<TimeSlotGroupParts.RootProps, 'children' | keyof TimeSlotGroupOwnProps> {}

/**
 * Time-slot cards as a WAI-ARIA radio group of real radios, from a `slots` array, built on
 * the `TimeSlotGroup.*` parts: Tab enters on the chosen or first slot, arrow keys move and
 * choose, Space chooses, disabled slots are skipped (the browser's own radio behaviour).
 * Each card shows its window, its cost in US dollars ('Free' for 0, 'TBD' when missing)
 * and its vendor. Choosing a slot renders the card left and the card chosen, not every
 * card. Other props (`data-*`, `aria-*`, handlers, `className`) reach the `radiogroup`
 * element, as does the ref.
 */
const TimeSlotGroupFromProps = forwardRef<HTMLDivElement, TimeSlotGroupProps>(
  function TimeSlotGroup(
    { label, slots, onValueChange, freeLabel = 'Free', tbdLabel = 'TBD', ...rest },
    ref,
  ) {
    return (
      <TimeSlotGroupParts.Root
        ref={ref}
        {...rest}
        onValueChange={({ value }) =>
          onValueChange?.({ value, slot: slots.find((slot) => slot.value === value) ?? null })
        }
      >
        <TimeSlotGroupParts.Label>{label}</TimeSlotGroupParts.Label>
        <TimeSlotGroupParts.Items>
          {slots.map((slot) => (
            <TimeSlotCard key={slot.value} slot={slot} freeLabel={freeLabel} tbdLabel={tbdLabel} />
          ))}
        </TimeSlotGroupParts.Items>
      </TimeSlotGroupParts.Root>
    )
  },
)

/**
 * `<TimeSlotGroup label=… slots={…} />` from props, and its parts: `TimeSlotGroup.Root`
 * around `Label` and `Items`, one `Item` per slot (`ItemControl`, `ItemText`, `ItemDetails`
 * with `ItemCost` and `ItemVendor`, `ItemHiddenInput`).
 */
export const TimeSlotGroup = Object.assign(TimeSlotGroupFromProps, TimeSlotGroupParts)
