import {
  type CardEntryResult,
  type CardEntryType,
  cardEntryUrl,
  listenForCardEntry,
  messages,
} from '@aisle/api'
import { Alert, Spinner } from '@aisle/ui'
import { useEffect, useRef, useState } from 'react'

/** Frame load timeout: 10 s, +10 s per retry, at most 30 s (wallet-flyout.md §4, §9). */
export const frameTimeoutMs = (retries: number) => Math.min(10_000 + retries * 10_000, 30_000)
/** Bad security code (881, 882) only enlarges the field: 78 → 112 px (§4, §9). */
const CVV_GROWTH_PX = 112 - 78
const BASE_HEIGHT = { card: 330, ebt: 250 } as const

type FrameLoad = 'loading' | 'loaded' | 'timeout'

export interface CardEntryFrameProps {
  origin: string | undefined
  type?: CardEntryType
  title: string
  /** The retry offer's title: 'Unable to add card' or 'Unable to edit card'. */
  retryTitle: string
  onResult: (result: CardEntryResult) => void
  disabled?: boolean
}

/**
 * The hosted card-entry frame on its own origin: the card number, expiry and CVV are
 * typed there and never reach this page; it posts back a registration id (§1, §7).
 */
export function CardEntryFrame({
  origin,
  type = 'card',
  title,
  retryTitle,
  onResult,
  disabled = false,
}: CardEntryFrameProps) {
  const [retries, setRetries] = useState(0)
  const [load, setLoad] = useState<FrameLoad>(origin === undefined ? 'timeout' : 'loading')
  const [grown, setGrown] = useState(false)
  const onResultRef = useRef(onResult)
  onResultRef.current = onResult

  // One listener per message type (§4): listenForCardEntry refuses a second one.
  useEffect(() => {
    if (origin === undefined) return
    return listenForCardEntry({
      frameOrigin: origin,
      window,
      onResult: (result) => {
        setGrown(!result.ok && (result.responseCode === '881' || result.responseCode === '882'))
        onResultRef.current(result)
      },
    })
  }, [origin])

  // A retry (`retries`) restarts the clock.
  useEffect(() => {
    if (origin === undefined) return
    setLoad('loading')
    const handle = setTimeout(
      () => setLoad((now) => (now === 'loading' ? 'timeout' : now)),
      frameTimeoutMs(retries),
    )
    return () => clearTimeout(handle)
  }, [origin, retries])

  if (origin === undefined || load === 'timeout') {
    return (
      <Alert
        tone="danger"
        title={retryTitle}
        description={messages.invalidCardInformation}
        {...(origin === undefined
          ? {}
          : { actionLabel: 'Retry', onAction: () => setRetries((n) => n + 1) })}
      />
    )
  }
  const parentOrigin = window.location.origin
  return (
    <div data-frame-state={load} aria-busy={load === 'loading'}>
      {load === 'loading' ? <Spinner label="Loading" /> : null}
      <iframe
        key={retries}
        title={title}
        src={cardEntryUrl({ frameOrigin: origin, parentOrigin, type })}
        onLoad={() => setLoad('loaded')}
        height={BASE_HEIGHT[type] + (grown ? CVV_GROWTH_PX : 0)}
        width="100%"
        style={{ border: 0, display: 'block', pointerEvents: disabled ? 'none' : undefined }}
      />
    </div>
  )
}
