import { checkbox } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the checkbox recipe's slot classes from `Checkbox.Field` or `Checkbox.Root` to the parts. */
export const { withProvider, withContext } = createStyleContext(checkbox)
