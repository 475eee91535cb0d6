import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps, ForwardRefExoticComponent, RefAttributes } from 'react'
import { withProvider } from './tabs-style-context.js'

/** Ark's root props, with the ones a shopping screen sets documented here. */
interface TabsRootOwnProps extends ArkTabs.RootProps {
  /** The selected tab's value, when controlled; pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The tab selected on first render, when uncontrolled. @default undefined */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when another tab is selected. @default undefined */
  onValueChange?: ArkTabs.RootProps['onValueChange']
  /**
   * `automatic` selects a tab as soon as it gets focus (WAI-ARIA APG, for panels that
   * show at once); `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual' | undefined
  /** Tabs share the list's width equally, e.g. one per shopping method. @default false */
  fitted?: boolean | undefined
}

/**
 * Holds the selected tab (WAI-ARIA APG tabs): arrow keys move between tabs and wrap,
 * Home and End jump to the first and last, Tab moves on into the panel.
 */
export const TabsRoot = withProvider<
  ForwardRefExoticComponent<TabsRootOwnProps & RefAttributes<HTMLDivElement>>
>(ArkTabs.Root, 'root')
export type TabsRootProps = ComponentProps<typeof TabsRoot>
