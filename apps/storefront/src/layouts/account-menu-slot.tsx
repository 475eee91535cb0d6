import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'

// The menu's code (the kit's Menu on Ark and zag, positioning, the account links) is about
// 45 kB brotli beyond the entry: it loads when the shopper shows an intent to use it
// (pointer over, focus, press), not with the page (docs/performance.md).
const loadMenu = () => import('../features/dashboard/header-account-menu')
const HeaderAccountMenu = lazy(loadMenu)

/** The trigger's accessible name, as the menu gives it (account-area.md §2). */
const LABEL = 'Account menu'

/** What the shopper did to the stand-in before the menu's code was there. */
type Intent = 'none' | 'load' | 'focus' | 'open'
const rank: Record<Intent, number> = { none: 0, load: 1, focus: 2, open: 3 }

/**
 * The header's account menu, loaded on intent. Until then a button of the same size, name
 * and icon holds its place; the first pointer over it, focus or press loads the menu, which
 * then takes the focus the stand-in had and opens if it was pressed (click, Enter, Space or
 * ArrowDown), so a shopper never presses twice. The stand-in has the kit's Menu trigger's
 * box and look (header-places.css `.header-menu-stand-in`), so nothing moves.
 */
export default function AccountMenuSlot() {
  const [intent, setIntent] = useState<Intent>('none')
  const [loaded, setLoaded] = useState(false)
  const slot = useRef<HTMLSpanElement>(null)
  const want = (next: Intent) => {
    setIntent((now) => (rank[next] > rank[now] ? next : now))
    void loadMenu().then(() => setLoaded(true))
  }
  const standIn = (
    <button
      type="button"
      aria-label={LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className="header-menu-stand-in"
      onPointerEnter={() => want('load')}
      onPointerDown={() => want('load')}
      onFocus={() => want('focus')}
      onClick={() => want('open')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault()
          want('open')
        }
      }}
    >
      <UserIconDrawn />
    </button>
  )
  return (
    <span ref={slot} className="header-menu-slot">
      {loaded ? (
        <Suspense fallback={standIn}>
          <HeaderAccountMenu />
          <HandOver slot={slot} intent={intent} />
        </Suspense>
      ) : (
        standIn
      )}
    </span>
  )
}

/**
 * Rendered with the menu, so its effect runs once the menu's trigger is in the page: gives
 * it the focus the stand-in held (unless the shopper has moved on) and the press.
 */
function HandOver({ slot, intent }: { slot: RefObject<HTMLSpanElement | null>; intent: Intent }) {
  // Read once, when the menu arrives: later intents go to the menu itself.
  const atArrival = useRef(intent)
  useEffect(() => {
    const trigger = slot.current?.querySelector('button')
    if (!trigger || rank[atArrival.current] < rank.focus) return
    const active = trigger.ownerDocument.activeElement
    if (active && active !== trigger.ownerDocument.body && !slot.current?.contains(active)) return
    trigger.focus()
    if (atArrival.current === 'open') trigger.click()
  }, [slot])
  return null
}

/**
 * The kit's UserIcon (packages/ui icons), drawn here: importing it would bring the kit's
 * shared icon module, with every icon the lazy parts use, into the entry (1.2 kB brotli on
 * every page, home over its 130 kB limit). Same box, stroke and shapes as the kit's.
 */
function UserIconDrawn() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  )
}
