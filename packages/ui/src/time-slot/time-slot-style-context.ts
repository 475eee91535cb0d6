import { timeSlot } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the time-slot recipe's slot classes from `TimeSlotGroup.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(timeSlot)
