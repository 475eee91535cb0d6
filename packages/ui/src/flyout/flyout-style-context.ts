import { flyout } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the flyout recipe's slot classes from `Flyout.Root` down to every part. */
export const { withRootProvider, withContext } = createStyleContext(flyout)
