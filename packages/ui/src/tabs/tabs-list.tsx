import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { withContext } from './tabs-style-context.js'

/** The `tablist`: the row of `Tabs.Trigger`s, with `Tabs.Indicator` last. Name it with `aria-label`. */
export const TabsList = withContext(ArkTabs.List, 'list')
export type TabsListProps = ComponentProps<typeof TabsList>
