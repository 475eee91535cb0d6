import { memo } from 'react'
import { sameChoiceProps } from '../native-radio/native-radio.js'
import { formatSlotCost, type SlotCostLabels } from './format-slot-cost.js'
import * as TimeSlotGroup from './time-slot-namespace.js'
import type { TimeSlotItem } from './time-slot-types.js'

export interface TimeSlotCardProps extends SlotCostLabels {
  slot: TimeSlotItem
}

/**
 * One slot of `TimeSlotGroup`, from its data, in the parts: a radio named by its window
 * and described by its cost and vendor lines. Memoised: choosing a slot renders the card
 * left and the card chosen, not every card (a slot given again as a new object with the
 * same fields counts as the same).
 */
export const TimeSlotCard = memo(function TimeSlotCard({ slot, ...costLabels }: TimeSlotCardProps) {
  return (
    <TimeSlotGroup.Item value={slot.value} disabled={slot.disabled === true}>
      <TimeSlotGroup.ItemControl />
      <TimeSlotGroup.ItemText>{slot.label}</TimeSlotGroup.ItemText>
      <TimeSlotGroup.ItemDetails>
        <TimeSlotGroup.ItemCost>{formatSlotCost(slot.cost, costLabels)}</TimeSlotGroup.ItemCost>
        {slot.vendor === undefined ? null : (
          <>
            {' '}
            <TimeSlotGroup.ItemVendor>{slot.vendor}</TimeSlotGroup.ItemVendor>
          </>
        )}
      </TimeSlotGroup.ItemDetails>
      <TimeSlotGroup.ItemHiddenInput />
    </TimeSlotGroup.Item>
  )
}, sameChoiceProps)
