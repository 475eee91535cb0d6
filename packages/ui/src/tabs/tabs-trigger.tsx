import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { withContext } from './tabs-style-context.js'

/** One `tab`, at least the 44 px control height; `value` ties it to its `Tabs.Content`. */
export const TabsTrigger = withContext(ArkTabs.Trigger, 'trigger')
export type TabsTriggerProps = ComponentProps<typeof TabsTrigger>
