import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible'
import { forwardRef, type ReactNode } from 'react'
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
 * A summary section on Ark Collapsible (WAI-ARIA disclosure): the trigger is a button with
 * `aria-expanded` and `aria-controls`; Enter and Space toggle it.
 */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible(
  { summary, children, headingLevel, className, ...rootProps },
  ref,
) {
  const styles = collapsible()
  const trigger = (
    <ArkCollapsible.Trigger className={styles.trigger}>
      <span>{summary}</span>
      <ArkCollapsible.Indicator className={styles.indicator}>
        <ChevronDownIcon />
      </ArkCollapsible.Indicator>
    </ArkCollapsible.Trigger>
  )
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined
  return (
    <ArkCollapsible.Root ref={ref} className={cx(styles.root, className)} {...rootProps}>
      {Heading ? <Heading className={styles.heading}>{trigger}</Heading> : trigger}
      <ArkCollapsible.Content className={styles.content}>{children}</ArkCollapsible.Content>
    </ArkCollapsible.Root>
  )
})
