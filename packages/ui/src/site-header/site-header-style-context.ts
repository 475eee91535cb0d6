import { createStyleContext } from '#styled-system/jsx'
import { siteHeader } from '#styled-system/recipes'

/** Hands the site header recipe's slot classes from `SiteHeader.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(siteHeader)
