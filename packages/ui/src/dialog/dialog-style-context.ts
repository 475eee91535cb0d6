import { dialog } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the dialog recipe's slot classes from `Dialog.Root` down to every part. */
export const { withRootProvider, withContext } = createStyleContext(dialog)
