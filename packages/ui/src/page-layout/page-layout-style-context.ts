import { pageLayout } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the page layout recipe's slot classes from `PageLayout.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(pageLayout)
