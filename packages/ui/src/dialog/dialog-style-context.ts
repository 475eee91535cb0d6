import { createStyleContext } from '#styled-system/jsx'
import { dialog } from '#styled-system/recipes'

/** Hands the dialog recipe's slot classes from `Dialog.Root` down to every part. */
export const { withRootProvider, withContext } = createStyleContext(dialog)
