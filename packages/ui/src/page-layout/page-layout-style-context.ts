import { createStyleContext } from '#styled-system/jsx'
import { pageLayout } from '#styled-system/recipes'

/** Hands the page layout recipe's slot classes from `PageLayout.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(pageLayout)
