import { radioGroup } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the radio-group recipe's slot classes from `RadioGroup.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(radioGroup)
