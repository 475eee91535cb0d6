import type { TooltipOpenChangeDetails } from '@ark-ui/react/tooltip'
import {
  Children,
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { TooltipEngineHandle, TooltipEngineProps } from './tooltip-engine.js'
import type { TooltipShowOnceStorage } from './tooltip-show-once.js'
import { useTooltipShowOnce } from './use-tooltip-show-once.js'

// Ark's tooltip machine, Floating UI and the content load on the first hover or focus: a
// page with tooltips pays nothing for them until the shopper reaches for one.
const TooltipEngine = lazy(() => import('./tooltip-engine.js'))

export interface TooltipProps {
  /** The tooltip's text: a short description of the trigger. */
  content: ReactNode
  /** The trigger: one focusable element (a button or link) that the tooltip describes. */
  children: ReactElement
  /**
   * Side of the trigger the tooltip prefers.
   * @default 'top'
   */
  placement?: TooltipEngineProps['placement']
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip opens; focus opens it at once.
   * @default 400
   */
  openDelay?: number | undefined
  /**
   * Milliseconds before the tooltip closes once the pointer leaves.
   * @default 150
   */
  closeDelay?: number | undefined
  /**
   * The tooltip never opens.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Names the record of this tooltip's first showing (per shopper, say). The tooltip still
   * opens only on hover or focus, never by itself on arrival; the first time it opens and no
   * record exists (`shown`, then `storage`), it writes `storage` and calls `onShownOnce`.
   * @default undefined
   */
  showOnceKey?: string | undefined
  /**
   * The app's record of whether this tooltip was seen; takes precedence over `storage`.
   * @default undefined
   */
  shown?: boolean | undefined
  /**
   * Where the record of the first showing lives, e.g. the app's `localStorage`; the kit never
   * reaches for storage itself.
   * @default undefined
   */
  storage?: TooltipShowOnceStorage | undefined
  /**
   * Called with `showOnceKey` the first time the tooltip opens, so the app can remember it.
   * @default undefined
   */
  onShownOnce?: ((key: string) => void) | undefined
  /**
   * Called with `{ open }` whenever the tooltip opens or closes.
   * @default undefined
   */
  onOpenChange?: ((details: TooltipOpenChangeDetails) => void) | undefined
  /**
   * Class added to the tooltip's content.
   * @default undefined
   */
  className?: string | undefined
}

/** What the shopper did to the trigger before the engine was there to see it. */
interface Intent {
  kind: 'hover' | 'focus'
  at: number
}

type Props = Record<string, unknown>
type Handler = (event: unknown) => void

/** `first` and `second` as one set of props: handlers of both run, the first's first. */
function mergeTriggerProps(first: Props, second: Props): Props {
  const merged: Props = { ...first, ...second }
  for (const [key, value] of Object.entries(second)) {
    const own = first[key]
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof value === 'function') {
      merged[key] = (event: unknown) => {
        ;(own as Handler)(event)
        ;(value as Handler)(event)
      }
    }
  }
  return merged
}

/** Focus a shopper can see (keyboard), not the focus a press leaves behind. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * A tooltip on Ark Tooltip (WAI-ARIA tooltip pattern): hover or focus on the trigger opens
 * it, Escape or blur closes it, and the trigger is described by it while open. It never opens
 * by itself. It is not portalled: it stays in the trigger's stacking context (inside a dialog,
 * above the dialog; on the page, under any backdrop) and in its banner scope, and positions
 * itself `fixed` so a scrolling parent does not clip it.
 *
 * Until the first hover or keyboard focus only the trigger is rendered: Ark's machine and
 * the positioning code load then (about 20 kB compressed), and the tooltip opens when they
 * arrive if the pointer or focus is still there, after what is left of `openDelay`.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 400,
  closeDelay = 150,
  disabled = false,
  showOnceKey,
  shown,
  storage,
  onShownOnce,
  onOpenChange,
  className,
}: TooltipProps) {
  const recordShown = useTooltipShowOnce({ key: showOnceKey, shown, storage, onShownOnce })
  const [wanted, setWanted] = useState(false)
  const [engine, setEngine] = useState<TooltipEngineHandle>()
  const intent = useRef<Intent | null>(null)
  const reportOpenChange = useRef(onOpenChange)
  reportOpenChange.current = onOpenChange
  const handleOpenChange = useCallback(
    (details: TooltipOpenChangeDetails) => {
      if (details.open) recordShown()
      reportOpenChange.current?.(details)
    },
    [recordShown],
  )

  // The engine has arrived: give it the hover or focus it missed, if it is still there.
  useEffect(() => {
    const pending = intent.current
    if (!engine || !pending) return
    const wait =
      pending.kind === 'hover' ? Math.max(0, openDelay - (performance.now() - pending.at)) : 0
    const timer = setTimeout(() => {
      if (intent.current !== pending) return
      intent.current = null
      engine.setOpen(true)
    }, wait)
    return () => clearTimeout(timer)
  }, [engine, openDelay])

  const want = (kind: Intent['kind']) => {
    if (disabled || engine) return
    intent.current = { kind, at: performance.now() }
    setWanted(true)
  }
  const light: Props = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') want('hover')
    },
    onPointerLeave: () => {
      if (intent.current?.kind === 'hover') intent.current = null
    },
    onFocus: (event: FocusEvent) => {
      if (isFocusVisible(event.currentTarget)) want('focus')
    },
    onBlur: () => {
      if (intent.current?.kind === 'focus') intent.current = null
    },
  }
  const child = Children.only(children) as ReactElement<Props>
  const triggerProps = mergeTriggerProps(
    mergeTriggerProps(child.props, light),
    engine?.triggerProps ?? {},
  )
  return (
    <>
      {cloneElement(child, triggerProps)}
      {wanted ? (
        <Suspense fallback={null}>
          <TooltipEngine
            content={content}
            placement={placement}
            openDelay={openDelay}
            closeDelay={closeDelay}
            disabled={disabled}
            className={className}
            onOpenChange={handleOpenChange}
            onReady={setEngine}
          />
        </Suspense>
      ) : null}
    </>
  )
}
