import { siteHeader } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the site header recipe's slot classes from `SiteHeader.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(siteHeader)
