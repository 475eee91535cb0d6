import { tabs } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the tabs recipe's slot classes from `Tabs.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(tabs)
