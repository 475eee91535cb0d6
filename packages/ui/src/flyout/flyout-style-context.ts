import { createStyleContext } from '#styled-system/jsx'
import { flyout } from '#styled-system/recipes'

/** Hands the flyout recipe's slot classes from `Flyout.Root` down to every part. */
export const { withRootProvider, withContext } = createStyleContext(flyout)
