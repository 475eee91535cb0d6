import {
  type ComponentType,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefAttributes,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cx } from '#styled-system/css'
import { menu } from '#styled-system/recipes'
import type { MenuProps } from './menu-engine.js'
import { MenuMoreIcon } from './menu-icons.js'

export type { MenuItem, MenuProps } from './menu-engine.js'

// Ark's menu machine, Floating UI and the list load on the first intent to use the menu:
// a page with a menu per row (the wallet's cards) pays nothing for them until then.
const loadEngine = () => import('./menu-engine.js')
type Engine = ComponentType<MenuProps & RefAttributes<HTMLButtonElement>>

/** What the shopper did to the stand-in before the engine was there to see it. */
type Intent =
  | { kind: 'none' }
  | { kind: 'focus' }
  | { kind: 'press' }
  /** A key that opens a menu button (WAI-ARIA APG): Enter, Space, ArrowDown, ArrowUp. */
  | { kind: 'key'; key: string }

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * An icon button that opens a list of commands (WAI-ARIA APG menu button), from an `items`
 * array. Other props (`data-*`, `aria-*`, handlers, `className`) reach the trigger button, as
 * does the ref. For a list built from parts, see `MenuParts`.
 *
 * Until the pointer rests on it, it takes focus or is pressed, the trigger is a stand-in of
 * the same look, name and state; the menu's machine and positioning (about 19 kB compressed)
 * load then. The trigger that arrives takes the focus the stand-in had and, if it was
 * pressed, opens as the press asked: a click opens the list, Enter, Space or ArrowDown open
 * it on its first item, ArrowUp on its last. A shopper never presses twice.
 */
export const Menu = forwardRef<HTMLButtonElement, MenuProps>(function Menu(props, ref) {
  // The engine itself rather than React.lazy: the stand-in gives way to the real trigger in
  // one commit, with no fallback in between that would take the focus away.
  const [Engine, setEngine] = useState<Engine>()
  const intent = useRef<Intent>({ kind: 'none' })
  const trigger = useRef<HTMLButtonElement | null>(null)
  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      trigger.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )
  const want = (next: Intent) => {
    // A press outranks a focus, which outranks a pointer passing over.
    if (next.kind !== 'none' && intent.current.kind !== 'press' && intent.current.kind !== 'key')
      intent.current = next
    void loadEngine().then((module) => setEngine(() => module.default))
  }
  const { label, items, icon, className, disabled, onSelect, placement, ...rest } = props
  const standIn = (
    <button
      type="button"
      {...rest}
      ref={setTrigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={disabled}
      className={cx(menu().trigger, className)}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        rest.onPointerEnter?.(event)
        if (event.pointerType !== 'touch') want({ kind: 'none' })
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        rest.onPointerDown?.(event)
        // The press counts from here: should the real trigger arrive before the button is
        // released, the click would land on neither, and the shopper would press twice.
        if (event.button === 0) want({ kind: 'press' })
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        rest.onFocus?.(event)
        want({ kind: 'focus' })
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        rest.onClick?.(event)
        want({ kind: 'press' })
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        rest.onKeyDown?.(event)
        if (!OPENING_KEYS.has(event.key)) return
        // No click from Enter or Space: the key itself is handed to the menu.
        event.preventDefault()
        want({ kind: 'key', key: event.key })
      }}
    >
      {icon ?? <MenuMoreIcon />}
    </button>
  )
  if (!Engine) return standIn
  return (
    <>
      <Engine ref={setTrigger} {...props} />
      <HandOver trigger={trigger} intent={intent} />
    </>
  )
})

/**
 * Rendered with the engine, so its effect runs once the real trigger is in the page: gives
 * it the focus the stand-in held (unless the shopper has moved it elsewhere) and the press.
 * A layout effect: it runs in the same task as the swap, before the next key is handled.
 */
function HandOver({
  trigger,
  intent,
}: {
  trigger: RefObject<HTMLButtonElement | null>
  intent: RefObject<Intent>
}) {
  useLayoutEffect(() => {
    const button = trigger.current
    const pending = intent.current
    intent.current = { kind: 'none' }
    if (!button || pending.kind === 'none') return
    const active = button.ownerDocument.activeElement
    if (active && active !== button && active !== button.ownerDocument.body) return
    button.focus()
    if (pending.kind === 'press') button.click()
    if (pending.kind === 'key') {
      const view = button.ownerDocument.defaultView ?? globalThis
      button.dispatchEvent(new view.KeyboardEvent('keydown', { key: pending.key, bubbles: true }))
    }
  }, [trigger, intent])
  return null
}
