import { placeOrderText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import type { PlaceOrderButtonProps } from './place-order-button'

// The order's flow (the submit rules, the PIN prompt's and the failures' wiring, the
// services it calls) is not needed to show the button: it loads when the shopper shows an
// intent to use it (pointer over, focus, press), not with the page (docs/performance.md).
const loadFlow = () => import('./place-order-button')
const PlaceOrderFlow = lazy(() => loadFlow().then((m) => ({ default: m.PlaceOrderButton })))

/** What the shopper did to the stand-in before the flow's code was there. */
type Intent = 'none' | 'load' | 'focus' | 'press'
const rank: Record<Intent, number> = { none: 0, load: 1, focus: 2, press: 3 }

/**
 * The order button (checkout.md §2, §4), its flow loaded on intent. Until then a button of
 * the same label, size and state holds its place; the first pointer over it, focus or press
 * loads the flow, whose button then takes the focus the stand-in had and the press, so a
 * shopper never presses twice.
 */
export function PlaceOrderSlot(props: PlaceOrderButtonProps) {
  const { checkout, modify = false, disabled = false } = props
  const [intent, setIntent] = useState<Intent>('none')
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // While the pointer is down on the stand-in it stays: a button replaced between the
  // pointer's down and up would receive no click, and the press would be lost.
  const pressing = useRef(false)
  const arrived = useRef(false)
  const settle = () => {
    if (arrived.current && !pressing.current) setLoaded(true)
  }
  const want = (next: Intent) => {
    setIntent((now) => (rank[next] > rank[now] ? next : now))
    void loadFlow().then(() => {
      arrived.current = true
      settle()
    })
  }
  const release = () => {
    pressing.current = false
    settle()
  }
  const standIn = (
    <Button
      fullWidth
      disabled={disabled}
      onPointerEnter={() => want('load')}
      onPointerDown={() => {
        pressing.current = true
        want('load')
      }}
      onPointerLeave={release}
      onPointerCancel={release}
      onFocus={() => want('focus')}
      onClick={() => {
        want('press')
        release()
      }}
    >
      {placeOrderText.label(checkout.modalityType, modify)}
    </Button>
  )
  if (!loaded) return standIn
  return (
    <Suspense fallback={standIn}>
      <PlaceOrderFlow {...props} buttonRef={button} />
      <HandOver button={button} intent={intent} />
    </Suspense>
  )
}

/**
 * Rendered with the flow, so its effect runs once the flow's button is in the page: gives
 * it the focus the stand-in held (unless the shopper has moved on) and the press.
 */
function HandOver({
  button,
  intent,
}: {
  button: RefObject<HTMLButtonElement | null>
  intent: Intent
}) {
  // Read once, when the flow arrives: later presses go to its button itself.
  const atArrival = useRef(intent)
  useEffect(() => {
    const target = button.current
    if (!target || rank[atArrival.current] < rank.focus) return
    const active = target.ownerDocument.activeElement
    // The stand-in is gone: the focus it had is now on the page's body.
    if (active && active !== target.ownerDocument.body && active !== target) return
    target.focus()
    if (atArrival.current === 'press') target.click()
  }, [button])
  return null
}
