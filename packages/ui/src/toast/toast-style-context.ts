import { createStyleContext } from '#styled-system/jsx'
import { toast } from '#styled-system/recipes'

/** Hands the toast recipe's slot classes, in the toast's tone, from `Toast.Root` to its parts. */
export const { withProvider, withContext } = createStyleContext(toast)
