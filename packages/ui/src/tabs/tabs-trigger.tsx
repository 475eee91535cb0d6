import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { useTabsState } from './tabs-context.js'
import { withContext } from './tabs-style-context.js'

export interface TabsTriggerOwnProps {
  /** Ties the tab to the `Tabs.Content` with the same value. */
  value: string
  /** The tab cannot be selected; the arrow keys skip it. @default false */
  disabled?: boolean | undefined
}

const TabsTriggerElement = forwardRef<
  HTMLButtonElement,
  TabsTriggerOwnProps & Omit<HTMLArkProps<'button'>, keyof TabsTriggerOwnProps>
>(function TabsTriggerElement({ value, disabled = false, onFocus, onBlur, onClick, ...rest }, ref) {
  const tabs = useTabsState('Tabs.Trigger')
  const selected = tabs.value === value
  return (
    <ark.button
      data-scope="tabs"
      data-part="trigger"
      role="tab"
      type="button"
      disabled={disabled}
      dir={tabs.dir}
      data-orientation={tabs.orientation}
      data-disabled={disabled ? '' : undefined}
      aria-disabled={disabled || undefined}
      data-value={value}
      aria-selected={selected}
      data-selected={selected ? '' : undefined}
      data-focus={tabs.focusedValue === value ? '' : undefined}
      aria-controls={selected ? tabs.contentId(value) : undefined}
      data-ownedby={tabs.listId}
      id={tabs.triggerId(value)}
      // Roving tabindex: Tab reaches the selected tab only.
      tabIndex={selected ? 0 : -1}
      {...rest}
      onFocus={(event) => {
        onFocus?.(event)
        tabs.setFocusedValue(value)
        if (tabs.activationMode === 'automatic' && !disabled) tabs.setValue(value)
      }}
      onBlur={(event) => {
        onBlur?.(event)
        if (event.relatedTarget?.getAttribute('role') !== 'tab') tabs.setFocusedValue(null)
      }}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || disabled) return
        // Safari does not focus a button on click.
        event.currentTarget.focus()
        tabs.setValue(value)
      }}
      ref={ref}
    />
  )
})

TabsTriggerElement.displayName = 'Tabs.Trigger'

/** One `tab`, at least the 44 px control height; `value` ties it to its `Tabs.Content`. */
export const TabsTrigger = withContext(TabsTriggerElement, 'trigger')
export type TabsTriggerProps = ComponentProps<typeof TabsTrigger>
