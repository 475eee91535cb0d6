import { memo, useId } from 'react'
import type { timeSlot } from '#styled-system/recipes'
import { sameChoiceProps, useChoice } from '../native-radio/native-radio.js'
import { formatSlotCost, type SlotCostLabels } from './format-slot-cost.js'
import type { TimeSlotItem } from './time-slot-types.js'

type Styles = ReturnType<typeof timeSlot>

export interface TimeSlotCardProps extends SlotCostLabels {
  groupId: string
  name: string
  slot: TimeSlotItem
  checked: boolean
  disabled: boolean
  required: boolean
  onSelect: (value: string) => void
  styles: Styles
}

/**
 * One slot: a radio named by its window and described by its cost and vendor lines.
 * Memoised: choosing a slot renders the card left and the card chosen, not every card
 * (a slot given again as a new object with the same fields counts as the same).
 */
export const TimeSlotCard = memo(function TimeSlotCard({
  groupId,
  name,
  slot,
  checked,
  disabled,
  required,
  onSelect,
  styles,
  ...costLabels
}: TimeSlotCardProps) {
  const detailsId = useId()
  const choice = useChoice({
    groupId,
    name,
    value: slot.value,
    checked,
    disabled,
    required,
    onSelect,
  })
  return (
    <label {...choice.item} className={styles.item}>
      <div {...choice.state} aria-hidden className={styles.itemControl} />
      <span id={choice.textId} className={styles.itemText}>
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
      <input {...choice.input} aria-describedby={detailsId} />
    </label>
  )
}, sameChoiceProps)
