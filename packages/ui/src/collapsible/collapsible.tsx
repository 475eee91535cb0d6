import { forwardRef, type ReactNode, useId, useState } from 'react'
import { cx } from '#styled-system/css'
import { collapsible } from '#styled-system/recipes'
import { ChevronDownIcon } from '../icons/index.js'

export interface CollapsibleProps {
  /** The always-visible summary: the trigger's text, e.g. "Order summary". */
  summary: ReactNode
  /** The content shown while open. */
  children: ReactNode
  /**
   * Wraps the trigger in a heading of this level, so the section shows in the page outline.
   * @default undefined (no heading)
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
  /**
   * The open state, when controlled; pair it with `onOpenChange`.
   * @default undefined
   */
  open?: boolean | undefined
  /**
   * The initial open state, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /**
   * Called with `{ open }` when the trigger toggles the section.
   * @default undefined
   */
  onOpenChange?: ((details: { open: boolean }) => void) | undefined
  /**
   * The trigger cannot be used.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Mount the content only when first opened.
   * @default false
   */
  lazyMount?: boolean | undefined
  /**
   * Unmount the content when closed.
   * @default false
   */
  unmountOnExit?: boolean | undefined
  /**
   * Class added to the root.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * A summary section (WAI-ARIA disclosure): the trigger is a button with `aria-expanded` and
 * `aria-controls`; Enter and Space toggle it, as the browser does for any button. No state
 * machine: one boolean, and the closed content is `hidden`, so it leaves the page's
 * reading order and its space until the section opens.
 */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible(
  {
    summary,
    children,
    headingLevel,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    disabled = false,
    lazyMount = false,
    unmountOnExit = false,
    className,
  },
  ref,
) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const open = openProp ?? ownOpen
  // Whether the content has been shown once: `lazyMount` waits for it.
  const [shownOnce, setShownOnce] = useState(open)
  if (open && !shownOnce) setShownOnce(true)
  const id = useId()
  // The ids Ark gave the parts, so pages and tests that point at them still can.
  const contentId = `collapsible:${id}:content`
  const state = open ? 'open' : 'closed'
  const toggle = () => {
    const next = !open
    if (openProp === undefined) setOwnOpen(next)
    onOpenChange?.({ open: next })
  }
  const styles = collapsible()
  const trigger = (
    <button
      type="button"
      id={`collapsible:${id}:trigger`}
      className={styles.trigger}
      aria-expanded={open}
      aria-controls={contentId}
      data-state={state}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      onClick={toggle}
    >
      <span>{summary}</span>
      <span aria-hidden="true" className={styles.indicator} data-state={state}>
        <ChevronDownIcon />
      </span>
    </button>
  )
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined
  const mounted = open || (lazyMount ? shownOnce && !unmountOnExit : !unmountOnExit)
  return (
    <div ref={ref} className={cx(styles.root, className)} data-state={state}>
      {Heading ? <Heading className={styles.heading}>{trigger}</Heading> : trigger}
      <div id={contentId} className={styles.content} data-state={state} hidden={!open}>
        {mounted ? children : null}
      </div>
    </div>
  )
})
