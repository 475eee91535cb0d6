import { createStyleContext } from '#styled-system/jsx'
import { siteFooter } from '#styled-system/recipes'

/** Hands the site footer recipe's slot classes from `SiteFooter.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(siteFooter)
