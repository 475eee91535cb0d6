import { select } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the select recipe's slot classes from `Select.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(select)
