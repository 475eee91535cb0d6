import type { Menu as ArkMenu, MenuSelectionDetails } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { forwardRef, type ReactNode } from 'react'
import * as MenuParts from './menu-namespace.js'

/** One command of a `Menu`. */
export interface MenuItem {
  /** Value passed to `onSelect`; unique within the menu. */
  value: string
  /** Visible text of the command; also its type-ahead text. */
  label: string
  /**
   * `critical` for a destructive command such as deleting a card.
   * @default undefined
   */
  tone?: 'critical' | undefined
  /**
   * Shown but cannot be chosen; keyboard navigation skips it.
   * @default false
   */
  disabled?: boolean | undefined
}

interface MenuOwnProps {
  /** Accessible name of the icon trigger, e.g. "Actions for Visa ending in 1234". */
  label: string
  /** The commands, in the order shown. */
  items: readonly MenuItem[]
  /**
   * Called with the chosen item's `value`; the menu then closes and focus returns to the trigger.
   * @default undefined
   */
  onSelect?: ((value: string) => void) | undefined
  /**
   * Content of the trigger button in place of the three-dot icon.
   * @default a three-dot icon
   */
  icon?: ReactNode
  /**
   * The trigger cannot be used.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Where the list opens relative to the trigger.
   * @default 'bottom-end'
   */
  placement?: NonNullable<ArkMenu.RootProps['positioning']>['placement']
  /**
   * Class added to the trigger button.
   * @default undefined
   */
  className?: string | undefined
}

export interface MenuProps
  extends MenuOwnProps,
    Omit<MenuParts.TriggerProps, 'children' | keyof MenuOwnProps> {}

/**
 * The part of `Menu` that loads on the shopper's first intent (menu.tsx): Ark's menu machine,
 * its positioning (Floating UI) and the list, built on the `MenuParts`. Other props
 * (`data-*`, `aria-*`, handlers, `className`) reach the trigger button, as does the ref.
 */
const MenuEngine = forwardRef<HTMLButtonElement, MenuProps>(function MenuEngine(
  { label, items, onSelect, icon, placement = 'bottom-end', ...rest },
  ref,
) {
  return (
    <MenuParts.Root
      onSelect={(details: MenuSelectionDetails) => onSelect?.(details.value)}
      positioning={{ placement }}
    >
      <MenuParts.Trigger ref={ref} aria-label={label} {...rest}>
        {icon}
      </MenuParts.Trigger>
      <Portal>
        <MenuParts.Positioner>
          <MenuParts.Content>
            {items.map((item) => (
              <MenuParts.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                valueText={item.label}
                tone={item.tone}
              >
                {item.label}
              </MenuParts.Item>
            ))}
          </MenuParts.Content>
        </MenuParts.Positioner>
      </Portal>
    </MenuParts.Root>
  )
})

export default MenuEngine
