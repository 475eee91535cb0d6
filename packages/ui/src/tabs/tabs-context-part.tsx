import type { ReactNode } from 'react'
import { type TabsApi, useTabsState } from './tabs-context.js'

export interface TabsContextProps {
  /** Renders from the nearest `Tabs.Root`'s state: `value`, `focusedValue`, `setValue`, `focus`. */
  children: (tabs: TabsApi) => ReactNode
}

/** Reads the nearest `Tabs.Root`'s selected tab in render, e.g. to label something after it. */
export function TabsContext({ children }: TabsContextProps): ReactNode {
  return children(useTabsState('Tabs.Context'))
}
