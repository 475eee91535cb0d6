import { menu } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the menu recipe's slot classes from `Menu.Root` down to every part. */
export const { withRootProvider, withContext } = createStyleContext(menu)
