import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { useId } from 'react'
import type { timeSlot } from '#styled-system/recipes'
import { formatSlotCost, type SlotCostLabels } from './format-slot-cost.js'
import type { TimeSlotItem } from './time-slot-types.js'

export interface TimeSlotCardProps extends SlotCostLabels {
  slot: TimeSlotItem
  styles: ReturnType<typeof timeSlot>
}

/** One slot: a radio named by its window and described by its cost and vendor lines. */
export function TimeSlotCard({ slot, styles, ...costLabels }: TimeSlotCardProps) {
  const detailsId = useId()
  return (
    <ArkRadioGroup.Item value={slot.value} disabled={slot.disabled} className={styles.item}>
      <ArkRadioGroup.ItemControl className={styles.itemControl} />
      <ArkRadioGroup.ItemText className={styles.itemText}>{slot.label}</ArkRadioGroup.ItemText>
      <span id={detailsId} className={styles.itemDetails}>
        <span className={styles.itemCost}>{formatSlotCost(slot.cost, costLabels)}</span>
        {slot.vendor === undefined ? null : (
          <>
            {' '}
            <span className={styles.itemVendor}>{slot.vendor}</span>
          </>
        )}
      </span>
      <ArkRadioGroup.ItemHiddenInput aria-describedby={detailsId} />
    </ArkRadioGroup.Item>
  )
}
