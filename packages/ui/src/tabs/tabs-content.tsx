import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { withContext } from './tabs-style-context.js'

/** The `tabpanel` of the `Tabs.Trigger` with the same `value`; focusable, so Tab reaches it. */
export const TabsContent = withContext(ArkTabs.Content, 'content')
export type TabsContentProps = ComponentProps<typeof TabsContent>
