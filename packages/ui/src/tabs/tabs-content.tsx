import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef, type Ref, useEffect, useRef, useState } from 'react'
import { useTabsState } from './tabs-context.js'
import { withContext } from './tabs-style-context.js'

/** What makes an element reachable with Tab (the panel then needs no tab stop of its own). */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable]:not([contenteditable=false]), audio[controls], video[controls], iframe, summary'

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const r of refs) {
      if (typeof r === 'function') r(node)
      else if (r) r.current = node
    }
  }
}

export interface TabsContentOwnProps {
  /** The `Tabs.Trigger` this panel belongs to. */
  value: string
}

const TabsContentElement = forwardRef<
  HTMLDivElement,
  TabsContentOwnProps & Omit<HTMLArkProps<'div'>, keyof TabsContentOwnProps>
>(function TabsContentElement({ value, ...rest }, ref) {
  const tabs = useTabsState('Tabs.Content')
  const selected = tabs.value === value
  const [wasSelected, setWasSelected] = useState(selected)
  if (selected && !wasSelected) setWasSelected(true)
  const own = useRef<HTMLDivElement | null>(null)

  // The panel is a tab stop only while nothing inside it is (WAI-ARIA APG tabs).
  useEffect(() => {
    const panel = own.current
    if (!panel || !selected) return
    const sync = () => {
      const stop = panel.querySelector(focusable) === null
      if (stop && panel.getAttribute('tabindex') !== '0') panel.setAttribute('tabindex', '0')
      else if (!stop && panel.hasAttribute('tabindex')) panel.removeAttribute('tabindex')
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributeFilter: ['disabled', 'href', 'tabindex', 'contenteditable', 'type'],
    })
    return () => observer.disconnect()
  }, [selected])

  const mounted = selected || (tabs.unmountOnExit ? false : !tabs.lazyMount || wasSelected)
  if (!mounted) return null
  return (
    <ark.div
      data-scope="tabs"
      data-part="content"
      dir={tabs.dir}
      id={tabs.contentId(value)}
      tabIndex={0}
      aria-labelledby={tabs.triggerId(value)}
      role="tabpanel"
      data-ownedby={tabs.listId}
      data-selected={selected ? '' : undefined}
      data-orientation={tabs.orientation}
      hidden={!selected}
      data-state={selected ? 'open' : 'closed'}
      {...rest}
      ref={composeRefs(own, ref)}
    />
  )
})

TabsContentElement.displayName = 'Tabs.Content'

/** The `tabpanel` of the `Tabs.Trigger` with the same `value`; focusable, so Tab reaches it. */
export const TabsContent = withContext(TabsContentElement, 'content')
export type TabsContentProps = ComponentProps<typeof TabsContent>
