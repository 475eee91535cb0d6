import { Menu as ArkMenu } from '@ark-ui/react/menu'
import {
  type ComponentProps,
  createContext,
  forwardRef,
  type RefObject,
  useCallback,
  useContext,
  useImperativeHandle,
  useRef,
} from 'react'
import { useSelectBannerScope } from '../select/use-select-banner-scope.js'
import { MenuMoreIcon } from './menu-icons.js'
import { withContext, withRootProvider } from './menu-style-context.js'

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

/** The trigger's element, for the focus return and the list's banner scope. */
const TriggerContext = createContext<RefObject<HTMLButtonElement | null> | undefined>(undefined)

function useTriggerRef(part: string): RefObject<HTMLButtonElement | null> {
  const triggerRef = useContext(TriggerContext)
  if (triggerRef === undefined) throw new Error(`MenuParts.${part} must be inside a MenuParts.Root`)
  return triggerRef
}

/** Ark's root props, with the ones a card's actions set documented here. */
interface MenuRootOwnProps extends ArkMenu.RootProps {
  /** Called with `{ value }` of the chosen item; the menu then closes. @default undefined */
  onSelect?: ArkMenu.RootProps['onSelect']
  /** Called with `{ open }` when the menu opens or closes. @default undefined */
  onOpenChange?: ArkMenu.RootProps['onOpenChange']
  /** Where the list opens relative to the trigger (`placement`, `gutter`, ...). @default { placement: 'bottom-end' } */
  positioning?: ArkMenu.RootProps['positioning']
  /** Arrow keys wrap from the last item to the first. @default true */
  loopFocus?: boolean | undefined
  /** Mount the list only when the menu first opens. @default true */
  lazyMount?: boolean | undefined
  /** Unmount the list on close. @default true */
  unmountOnExit?: boolean | undefined
}

function MenuRootWithFocusReturn({ onOpenChange, ...rest }: MenuRootOwnProps) {
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  return (
    <TriggerContext.Provider value={triggerRef}>
      <ArkMenu.Root
        {...rest}
        onOpenChange={(details) => {
          onOpenChange?.(details)
          if (!details.open) returnFocusIfLost(triggerRef)
        }}
      />
    </TriggerContext.Provider>
  )
}

/**
 * Holds the menu's state (WAI-ARIA APG menu button): Enter, Space or the arrow keys open
 * it, arrow keys move, type-ahead jumps, Escape closes, and focus returns to the trigger
 * (also when the list unmounts under a pointer choice). No element of its own.
 */
export const MenuRoot = withRootProvider(MenuRootWithFocusReturn, {
  defaultProps: {
    loopFocus: true,
    lazyMount: true,
    unmountOnExit: true,
    positioning: { placement: 'bottom-end' },
  },
})
export type MenuRootProps = ComponentProps<typeof MenuRoot>

const ArkTrigger = withContext(ArkMenu.Trigger, 'trigger')

/**
 * The icon button that opens the menu; name it with `aria-label`, e.g. "Actions for Visa
 * ending in 1234". Every other prop reaches the `<button>`.
 */
export const MenuTrigger = forwardRef<HTMLButtonElement, ComponentProps<typeof ArkTrigger>>(
  function MenuTrigger({ children, ...rest }, ref) {
    const triggerRef = useTriggerRef('Trigger')
    useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement)
    return (
      <ArkTrigger ref={triggerRef} {...rest}>
        {children ?? <MenuMoreIcon />}
      </ArkTrigger>
    )
  },
)
export type MenuTriggerProps = ComponentProps<typeof MenuTrigger>

const ArkPositioner = withContext(ArkMenu.Positioner, 'positioner')

/**
 * Places the list by the trigger; inside a `Portal`, it copies the trigger's
 * `data-banner`, so the list keeps the banner's tokens.
 */
export const MenuPositioner = forwardRef<HTMLDivElement, ComponentProps<typeof ArkPositioner>>(
  function MenuPositioner(props, ref) {
    const bannerScope = useSelectBannerScope(useTriggerRef('Positioner'))
    const setRefs = useCallback(
      (node: HTMLDivElement | null) => {
        bannerScope(node)
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      },
      [bannerScope, ref],
    )
    return <ArkPositioner ref={setRefs} {...props} />
  },
)
export type MenuPositionerProps = ComponentProps<typeof MenuPositioner>

/** The `menu` list of `Menu.Item`s. */
export const MenuContent = withContext(ArkMenu.Content, 'content')
export type MenuContentProps = ComponentProps<typeof MenuContent>

const ArkItem = withContext(ArkMenu.Item, 'item')

export interface MenuItemProps extends ComponentProps<typeof ArkItem> {
  /** `critical` for a destructive command such as deleting a card. @default undefined */
  tone?: 'critical' | undefined
}

/** One `menuitem`: `value` goes to `onSelect`; `valueText` is its type-ahead text. */
export const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { tone, ...rest },
  ref,
) {
  return <ArkItem ref={ref} data-tone={tone} {...rest} />
})
