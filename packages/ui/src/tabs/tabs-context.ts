import { createContext, useContext } from 'react'

/** The ids a `Tabs.Root` gives its parts; each can be replaced through the `ids` prop. */
export interface TabsIds {
  root?: string | undefined
  list?: string | undefined
  trigger?: ((value: string) => string) | undefined
  content?: ((value: string) => string) | undefined
  indicator?: string | undefined
}

/** What `Tabs.Root` shares with its parts (and with `Tabs.Context`'s render function). */
export interface TabsApi {
  /** The selected tab's value. */
  value: string | null
  /** The tab that has focus, if any. */
  focusedValue: string | null
  /** Selects a tab, as a click on it would. */
  setValue(value: string): void
  /** Moves focus to the selected tab. */
  focus(): void
}

export interface TabsState extends TabsApi {
  orientation: 'horizontal' | 'vertical'
  dir: 'ltr' | 'rtl'
  activationMode: 'automatic' | 'manual'
  loopFocus: boolean
  lazyMount: boolean
  unmountOnExit: boolean
  setFocusedValue(value: string | null): void
  rootId: string
  listId: string
  indicatorId: string
  triggerId(value: string): string
  contentId(value: string): string
}

export const TabsStateContext = createContext<TabsState | undefined>(undefined)

/** The nearest `Tabs.Root`'s state; a named error outside one. */
export function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext)
  if (state === undefined) throw new Error(`${part} must be inside Tabs.Root`)
  return state
}
