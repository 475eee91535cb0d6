import { createStyleContext } from '#styled-system/jsx'
import { tabs } from '#styled-system/recipes'

/** Hands the tabs recipe's slot classes from `Tabs.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(tabs)
