import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef, type KeyboardEvent } from 'react'
import { useTabsState } from './tabs-context.js'
import { withContext } from './tabs-style-context.js'

/** The enabled tabs of this list (not of a list nested in one of its panels), in order. */
function enabledTabs(list: HTMLElement, listId: string): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role=tab]:not([disabled])')].filter(
    (tab) => tab.dataset.ownedby === listId,
  )
}

const TabsListElement = forwardRef<HTMLDivElement, HTMLArkProps<'div'>>(function TabsListElement(
  { onKeyDown, ...rest },
  ref,
) {
  const tabs = useTabsState('Tabs.List')
  const horizontal = tabs.orientation === 'horizontal'

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    const list = event.currentTarget
    if (!(event.target instanceof Node) || !list.contains(event.target)) return
    const rtl = tabs.dir === 'rtl'
    const step: Record<string, number | 'first' | 'last' | undefined> = horizontal
      ? { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }
      : { ArrowDown: 1, ArrowUp: -1 }
    step.Home = 'first'
    step.End = 'last'
    const move = step[event.key]
    if (move === undefined) return
    event.preventDefault()
    const all = enabledTabs(list, tabs.listId)
    if (all.length === 0) return
    const from = tabs.focusedValue ?? tabs.value
    const at = all.findIndex((tab) => tab.dataset.value === from)
    let next: number
    if (move === 'first') next = 0
    else if (move === 'last') next = all.length - 1
    else if (at < 0) next = move > 0 ? 0 : all.length - 1
    else if (tabs.loopFocus) next = (at + move + all.length) % all.length
    else next = Math.min(Math.max(at + move, 0), all.length - 1)
    // Focus selects the tab in automatic mode (the trigger's own focus handler).
    all[next]?.focus()
  }

  return (
    <ark.div
      data-scope="tabs"
      data-part="list"
      id={tabs.listId}
      role="tablist"
      dir={tabs.dir}
      data-focus={tabs.focusedValue != null ? '' : undefined}
      aria-orientation={tabs.orientation}
      data-orientation={tabs.orientation}
      {...rest}
      onKeyDown={handleKeyDown}
      ref={ref}
    />
  )
})

TabsListElement.displayName = 'Tabs.List'

/** The `tablist`: the row of `Tabs.Trigger`s, with `Tabs.Indicator` last. Name it with `aria-label`. */
export const TabsList = withContext(TabsListElement, 'list')
export type TabsListProps = ComponentProps<typeof TabsList>
