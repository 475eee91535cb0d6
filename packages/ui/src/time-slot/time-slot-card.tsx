import { useRadioGroupContext } from '@ark-ui/react/radio-group'
import { memo, useId } from 'react'
import type { timeSlot } from '#styled-system/recipes'
import {
  type RadioItemParts,
  radioItemParts,
  sameRadioItemParts,
  shallowEqual,
} from '../radio-group/radio-item-parts.js'
import { formatSlotCost, type SlotCostLabels } from './format-slot-cost.js'
import type { TimeSlotItem } from './time-slot-types.js'

type Styles = ReturnType<typeof timeSlot>

export interface TimeSlotCardsProps extends SlotCostLabels {
  slots: readonly TimeSlotItem[]
  styles: Styles
}

/**
 * The slot cards, inside the group's Ark radio group. Only this component reads the
 * group's state; each card renders again only when its own markup changes, so choosing
 * a slot renders the card left and the card chosen, not every card (see `radioItemParts`).
 */
export function TimeSlotCards({ slots, styles, freeLabel, tbdLabel }: TimeSlotCardsProps) {
  const radioGroup = useRadioGroupContext()
  return slots.map((slot) => (
    <TimeSlotCard
      key={slot.value}
      slot={slot}
      styles={styles}
      freeLabel={freeLabel}
      tbdLabel={tbdLabel}
      parts={radioItemParts(radioGroup, { value: slot.value, disabled: slot.disabled })}
    />
  ))
}

interface TimeSlotCardProps extends SlotCostLabels {
  slot: TimeSlotItem
  styles: Styles
  parts: RadioItemParts
}

/**
 * One slot: a radio named by its window and described by its cost and vendor lines.
 * The elements and props are those of Ark's `Item`, `ItemControl`, `ItemText` and
 * `ItemHiddenInput`.
 */
const TimeSlotCard = memo(
  function TimeSlotCard({ slot, styles, parts, ...costLabels }: TimeSlotCardProps) {
    const detailsId = useId()
    return (
      <label {...parts.item} className={styles.item}>
        <div {...parts.control} className={styles.itemControl} />
        <span {...parts.text} className={styles.itemText}>
          {slot.label}
        </span>
        <span id={detailsId} className={styles.itemDetails}>
          <span className={styles.itemCost}>{formatSlotCost(slot.cost, costLabels)}</span>
          {slot.vendor === undefined ? null : (
            <>
              {' '}
              <span className={styles.itemVendor}>{slot.vendor}</span>
            </>
          )}
        </span>
        <input {...parts.hiddenInput} aria-describedby={detailsId} />
      </label>
    )
  },
  (prev, next) =>
    prev.styles === next.styles &&
    prev.freeLabel === next.freeLabel &&
    prev.tbdLabel === next.tbdLabel &&
    shallowEqual(prev.slot, next.slot) &&
    sameRadioItemParts(prev.parts, next.parts),
)
