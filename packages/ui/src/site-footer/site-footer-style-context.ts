import { siteFooter } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the site footer recipe's slot classes from `SiteFooter.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(siteFooter)
