import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef, useCallback, useId, useRef, useState } from 'react'
import { type TabsIds, type TabsState, TabsStateContext } from './tabs-context.js'
import { withProvider } from './tabs-style-context.js'

/** The root's own props; every other prop goes to its `div`. */
export interface TabsRootOwnProps {
  /** The selected tab's value, when controlled; pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The tab selected on first render, when uncontrolled. @default undefined */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when another tab is selected. @default undefined */
  onValueChange?: ((details: { value: string }) => void) | undefined
  /** Called with `{ focusedValue }` when focus moves to another tab. @default undefined */
  onFocusChange?: ((details: { focusedValue: string | null }) => void) | undefined
  /**
   * `automatic` selects a tab as soon as it gets focus (WAI-ARIA APG, for panels that
   * show at once); `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual' | undefined
  /** The arrow keys that move between tabs: Left and Right, or Up and Down. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical' | undefined
  /** The reading direction: in `rtl` Left moves to the next tab. @default 'ltr' */
  dir?: 'ltr' | 'rtl' | undefined
  /** The arrow keys wrap from the last tab to the first and back. @default true */
  loopFocus?: boolean | undefined
  /** Mounts a panel when its tab is first selected. @default false */
  lazyMount?: boolean | undefined
  /** Unmounts a panel when its tab is left. @default false */
  unmountOnExit?: boolean | undefined
  /** The base of the parts' ids. @default React's `useId()` */
  id?: string | undefined
  /** Ids for the parts in place of the ones derived from `id`. @default undefined */
  ids?: TabsIds | undefined
  /** Tabs share the list's width equally, e.g. one per shopping method. @default false */
  fitted?: boolean | undefined
}

export type TabsRootElementProps = Omit<HTMLArkProps<'div'>, keyof TabsRootOwnProps>

/**
 * The root element and the selected tab, held here with no state machine: the parts are
 * plain elements with the WAI-ARIA roles and the data attributes the recipe styles.
 */
const TabsRootElement = forwardRef<HTMLDivElement, TabsRootOwnProps & TabsRootElementProps>(
  function TabsRootElement(
    {
      value: valueProp,
      defaultValue,
      onValueChange,
      onFocusChange,
      activationMode = 'automatic',
      orientation = 'horizontal',
      dir = 'ltr',
      loopFocus = true,
      lazyMount = false,
      unmountOnExit = false,
      id,
      ids,
      ...rest
    },
    ref,
  ) {
    const generated = useId()
    const base = id ?? generated
    const [own, setOwn] = useState<string | null>(defaultValue ?? null)
    const [focusedValue, setFocused] = useState<string | null>(null)
    const controlled = valueProp !== undefined
    const value = controlled ? valueProp : own
    // The value last asked for: a click that also focuses the tab selects it once.
    const latest = useRef(value)
    latest.current = value

    const rootId = ids?.root ?? `tabs:${base}`
    const listId = ids?.list ?? `tabs:${base}:list`
    const indicatorId = ids?.indicator ?? `tabs:${base}:indicator`
    const triggerIds = ids?.trigger
    const contentIds = ids?.content
    const triggerId = useCallback(
      (v: string) => triggerIds?.(v) ?? `tabs:${base}:trigger-${v}`,
      [triggerIds, base],
    )
    const contentId = useCallback(
      (v: string) => contentIds?.(v) ?? `tabs:${base}:content-${v}`,
      [contentIds, base],
    )

    const setValue = useCallback(
      (next: string) => {
        if (next === latest.current) return
        latest.current = next
        if (!controlled) setOwn(next)
        onValueChange?.({ value: next })
      },
      [controlled, onValueChange],
    )
    const setFocusedValue = useCallback(
      (next: string | null) => {
        setFocused((prev) => {
          if (prev !== next) onFocusChange?.({ focusedValue: next })
          return next
        })
      },
      [onFocusChange],
    )

    // A new object each render, as Ark's context: the parts render with the root anyway.
    const state: TabsState = {
      value,
      focusedValue,
      setValue,
      setFocusedValue,
      focus() {
        if (value != null) document.getElementById(triggerId(value))?.focus()
      },
      orientation,
      dir,
      activationMode,
      loopFocus,
      lazyMount,
      unmountOnExit,
      rootId,
      listId,
      indicatorId,
      triggerId,
      contentId,
    }

    return (
      <TabsStateContext.Provider value={state}>
        <ark.div
          data-scope="tabs"
          data-part="root"
          id={rootId}
          data-orientation={orientation}
          data-focus={focusedValue != null ? '' : undefined}
          dir={dir}
          {...rest}
          ref={ref}
        />
      </TabsStateContext.Provider>
    )
  },
)

TabsRootElement.displayName = 'Tabs.Root'

/**
 * Holds the selected tab (WAI-ARIA APG tabs): arrow keys move between tabs and wrap,
 * Home and End jump to the first and last, Tab moves on into the panel.
 */
export const TabsRoot = withProvider(TabsRootElement, 'root')
export type TabsRootProps = ComponentProps<typeof TabsRoot>
