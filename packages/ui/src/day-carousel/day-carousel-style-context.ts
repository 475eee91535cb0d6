import { dayCarousel } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the day-carousel recipe's slot classes from `DayCarousel.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(dayCarousel)
