import {
  type CardEntryResult,
  type CardEntryTheme,
  type CardEntryType,
  cardEntryRadius,
  cardEntryUrl,
  IFRAME_LOAD_ERROR,
  listenForCardEntry,
  messages,
  requestCardEntry,
} from '@aisle/api'
import { Alert, Spinner } from '@aisle/ui'
import { type RefObject, useEffect, useRef, useState } from 'react'

import { createFrameRequests } from './card-entry-requests'
import { frameTimeoutMs } from './card-entry-timing'

export { frameTimeoutMs }

/** Bad security code (881, 882) only enlarges the field: 78 → 112 px (§4, §9). */
const CVV_GROWTH_PX = 112 - 78
/** Each type's frame height: its fields (68 px each, 12 px apart) and one error line. */
const BASE_HEIGHT: Record<CardEntryType, number> = {
  card: 270,
  ebt: 106,
  gift: 188,
  pin: 106,
  edit: 270,
}

/** The frame's title by type; the frame page has the same one (sandbox card-frame/page.ts). */
export const cardEntryTitle: Record<CardEntryType, string> = {
  card: 'Secure card entry',
  ebt: 'Secure SNAP EBT card entry',
  gift: 'Secure gift card entry',
  pin: 'Secure SNAP EBT PIN entry',
  edit: 'Secure card details',
}

type FrameLoad = 'loading' | 'loaded' | 'timeout'

/** What a form holds to ask the frame for a registration (its one Submit, §4). */
export interface CardEntryControl {
  /**
   * Asks the frame to check and register what was typed. Resolves with the frame's
   * answer, or, when the frame is not loaded or does not answer within 11 s (§9), with
   * a failure whose message is 'Invalid card information.' (§8).
   */
  request(): Promise<CardEntryResult>
}

export interface CardEntryFrameProps {
  origin: string | undefined
  type?: CardEntryType
  /** An edit's saved expiry, selected first in the frame's lists. */
  expiry?: { month: string; year: string }
  /** The retry offer's title: 'Unable to add card' or 'Unable to edit card'. */
  retryTitle: string
  /** Filled with the frame's control while it is mounted. */
  control: RefObject<CardEntryControl | null>
  /** Enter pressed inside the frame: the form's Submit. */
  onEnter?: () => void
  /** The frame failed to load in time (analytics, §7). */
  onLoadError?: (error: typeof IFRAME_LOAD_ERROR) => void
  disabled?: boolean
}

const HEX = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i

/** `#rrggbb` of a computed colour (`#abc`, `#aabbcc` or `rgb(r, g, b)`), or undefined. */
function hexOf(colour: string): string | undefined {
  const text = colour.trim()
  if (HEX.test(text)) return text
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(text)
  if (!rgb) return undefined
  return `#${rgb
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`
}

/** The banner's look where the frame sits, as the few values the frame takes. */
function themeOf(element: Element | null): CardEntryTheme {
  if (element === null) return {}
  const style = getComputedStyle(element)
  const read = (name: string) => style.getPropertyValue(name).trim()
  const theme: CardEntryTheme = {}
  const colours = {
    accent: '--colors-accent-solid',
    text: '--colors-fg-default',
    border: '--colors-border-control',
    error: '--colors-danger-fg',
  } as const
  for (const [key, variable] of Object.entries(colours) as [keyof typeof colours, string][]) {
    const hex = hexOf(read(variable))
    if (hex !== undefined) theme[key] = hex
  }
  const radius = read('--radii-control')
  const px = /^([\d.]+)(px|rem)$/.exec(radius)
  if (px) {
    // Within the frame's bound: a banner whose controls are pills gets pill fields too.
    theme.radius = cardEntryRadius(Number(px[1]) * (px[2] === 'rem' ? 16 : 1))
  }
  return theme
}

/**
 * The hosted card-entry frame on its own origin: card numbers, expiry, CVVs and PINs are
 * typed there and never reach this page; it answers a registration id (§1, §7). It
 * counts as loaded only when its page says it is ready, not when the browser fires
 * `load` (a failed page fires it too); until then it is hidden behind a spinner, and
 * past the timeout the retry offer takes its place (§4 "Secure-field frame loading").
 */
export function CardEntryFrame({
  origin,
  type = 'card',
  expiry,
  retryTitle,
  control,
  onEnter,
  onLoadError,
  disabled = false,
}: CardEntryFrameProps) {
  const [retries, setRetries] = useState(0)
  const [load, setLoad] = useState<FrameLoad>(origin === undefined ? 'timeout' : 'loading')
  const [grown, setGrown] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [theme, setTheme] = useState<CardEntryTheme | undefined>(undefined)
  const [requests] = useState(createFrameRequests)
  const loadRef = useRef(load)
  loadRef.current = load
  const handlers = useRef({ onEnter, onLoadError })
  handlers.current = { onEnter, onLoadError }

  // The theme is read once the frame's box is in the page (its banner scope applies).
  useEffect(() => {
    setTheme(themeOf(box.current))
  }, [])

  // One listener per message type (§4): listenForCardEntry refuses a second one.
  useEffect(() => {
    if (origin === undefined) return
    const stop = listenForCardEntry({
      frameOrigin: origin,
      window,
      onReady: () => setLoad('loaded'),
      onEnter: () => handlers.current.onEnter?.(),
      onResult: (result) => {
        setGrown(!result.ok && (result.responseCode === '881' || result.responseCode === '882'))
        requests.answer(result)
      },
    })
    return () => {
      stop()
      requests.dispose()
    }
  }, [origin, requests])

  // A retry (`retries`) restarts the clock.
  useEffect(() => {
    if (origin === undefined) return
    setLoad('loading')
    const handle = setTimeout(() => {
      if (loadRef.current !== 'loading') return
      setLoad('timeout')
      handlers.current.onLoadError?.(IFRAME_LOAD_ERROR)
    }, frameTimeoutMs(retries))
    return () => clearTimeout(handle)
  }, [origin, retries])

  control.current = {
    request: () => {
      const target = frame.current?.contentWindow
      const ready =
        origin !== undefined && loadRef.current === 'loaded' && target
          ? { window: target, origin }
          : undefined
      return requests.request(ready, (to, id) => requestCardEntry(to.window, to.origin, id))
    },
  }

  if (origin === undefined || load === 'timeout') {
    return (
      <Alert
        tone="danger"
        title={retryTitle}
        description={`${messages.editCardRetry} (Error Code: ${IFRAME_LOAD_ERROR.errorResponseCode})`}
        {...(origin === undefined
          ? {}
          : { actionLabel: 'Retry', onAction: () => setRetries((n) => n + 1) })}
      />
    )
  }
  const height = BASE_HEIGHT[type] + (grown ? CVV_GROWTH_PX : 0)
  return (
    <div
      ref={box}
      data-frame-state={load}
      aria-busy={load === 'loading'}
      style={{ position: 'relative', minHeight: height }}
    >
      {load === 'loading' ? <Spinner label="Loading" /> : null}
      {theme === undefined ? null : (
        <iframe
          ref={frame}
          key={retries}
          title={cardEntryTitle[type]}
          src={cardEntryUrl({
            frameOrigin: origin,
            parentOrigin: window.location.origin,
            type,
            theme,
            ...(expiry === undefined ? {} : { expiry }),
          })}
          height={height}
          // Hidden (and out of the tab order) until its page says it is ready, so a
          // failed page never shows the browser's broken-page icon.
          // 4 px wider each side: the frame's own padding, which holds its focus ring, so
          // its fields line up with the form's.
          style={{
            border: 0,
            display: 'block',
            width: 'calc(100% + 8px)',
            marginInline: '-4px',
            visibility: load === 'loaded' ? 'visible' : 'hidden',
            position: load === 'loaded' ? 'static' : 'absolute',
            inset: 0,
            pointerEvents: disabled ? 'none' : undefined,
          }}
        />
      )}
    </div>
  )
}
