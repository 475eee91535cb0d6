import { placeOrderText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { type ComponentType, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import type { PlaceOrderButtonProps } from './place-order-button'

// The order's flow (the submit rules, the PIN prompt's and the failures' wiring, the
// services it calls) is not needed to show the button: it loads when the shopper shows an
// intent to use it (pointer over, focus, press), not with the page (docs/performance.md).
// Not React.lazy: a lazy part suspends once even when its module is there, and the
// Suspense fallback (a second stand-in) would take the focus off the first for a frame,
// where a key pressed on the button would land on the page's body.
const loadFlow = () => import('./place-order-button').then((m) => m.PlaceOrderButton)
type Flow = ComponentType<PlaceOrderButtonProps>

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
  const [flow, setFlow] = useState<Flow>()
  const button = useRef<HTMLButtonElement>(null)
  // While the pointer is down on the stand-in it stays: a button replaced between the
  // pointer's down and up would receive no click, and the press would be lost.
  const pressing = useRef(false)
  const arrived = useRef<Flow>(undefined)
  const settle = () => {
    const loaded = arrived.current
    if (loaded && !pressing.current) setFlow(() => loaded)
  }
  const want = (next: Intent) => {
    setIntent((now) => (rank[next] > rank[now] ? next : now))
    void loadFlow().then((loaded) => {
      arrived.current = loaded
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
  if (!flow) return standIn
  const PlaceOrderFlow = flow
  return (
    <>
      <PlaceOrderFlow {...props} buttonRef={button} />
      <HandOver button={button} intent={intent} />
    </>
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
  useLayoutEffect(() => {
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
