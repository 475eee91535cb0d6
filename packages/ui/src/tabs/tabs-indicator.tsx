import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { withContext } from './tabs-style-context.js'

/** The line under the selected tab, sliding from tab to tab; place it last in `Tabs.List`. */
export const TabsIndicator = withContext(ArkTabs.Indicator, 'indicator')
export type TabsIndicatorProps = ComponentProps<typeof TabsIndicator>
