import { stepper } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the stepper recipe's slot classes from `Stepper.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(stepper)
