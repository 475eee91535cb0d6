export { formatSlotCost, type SlotCostLabels } from './format-slot-cost.js'
export { TimeSlotGroup, type TimeSlotGroupProps } from './time-slot-group.js'
export type { TimeSlotItem, TimeSlotValueChangeDetails } from './time-slot-types.js'
