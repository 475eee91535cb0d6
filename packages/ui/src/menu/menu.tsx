import { Menu as ArkMenu, type MenuSelectionDetails } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react'
import { cx } from '#styled-system/css'
import { menu } from '#styled-system/recipes'
import { useSelectBannerScope } from '../select/use-select-banner-scope.js'
import { MenuMoreIcon } from './menu-icons.js'

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

export interface MenuProps {
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

/**
 * Ark returns focus to the trigger when the menu closes, but when the list unmounts while an
 * item still holds focus (a pointer choice on a busy page) focus can fall to the body instead.
 * Two frames after closing, a focus still on the body goes back to the trigger; a focus the
 * shopper moved elsewhere (a click outside, a dialog the command opened) stays where it is.
 */
function returnFocusIfLost(triggerRef: { readonly current: HTMLButtonElement | null }): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const trigger = triggerRef.current
      const active = trigger?.ownerDocument.activeElement
      if (trigger?.isConnected && (active == null || active === trigger.ownerDocument.body)) {
        trigger.focus({ preventScroll: true })
      }
    }),
  )
}

/**
 * A data-driven actions menu on Ark Menu (WAI-ARIA APG menu button): Enter, Space or
 * ArrowDown open it on the first item, arrows (wrapping) and type-ahead move, Escape closes and
 * returns focus to the trigger. The list is portalled and keeps the banner's theme.
 * The ref reaches the trigger button.
 */
export const Menu = forwardRef<HTMLButtonElement, MenuProps>(function Menu(
  { label, items, onSelect, icon, disabled = false, placement = 'bottom-end', className },
  ref,
) {
  const styles = menu()
  const triggerRef = useRef<HTMLButtonElement>(null)
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement)
  const bannerScope = useSelectBannerScope(triggerRef)
  return (
    <ArkMenu.Root
      onSelect={(details: MenuSelectionDetails) => onSelect?.(details.value)}
      onOpenChange={({ open }) => {
        if (!open) returnFocusIfLost(triggerRef)
      }}
      positioning={{ placement }}
      loopFocus
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger
        ref={triggerRef}
        aria-label={label}
        disabled={disabled}
        className={cx(styles.trigger, className)}
      >
        {icon ?? <MenuMoreIcon />}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner ref={bannerScope} className={styles.positioner}>
          <ArkMenu.Content className={styles.content}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                valueText={item.label}
                data-tone={item.tone}
                className={styles.item}
              >
                {item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  )
})
