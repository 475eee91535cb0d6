import { toast } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the toast recipe's slot classes, in the toast's tone, from `Toast.Root` to its parts. */
export const { withProvider, withContext } = createStyleContext(toast)
