import { Tooltip as ArkTooltip, type TooltipOpenChangeDetails } from '@ark-ui/react/tooltip'
import type { ReactElement, ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { tooltip } from '#styled-system/recipes'
import type { TooltipShowOnceStorage } from './tooltip-show-once.js'
import { useTooltipShowOnce } from './use-tooltip-show-once.js'

export interface TooltipProps {
  /** The tooltip's text: a short description of the trigger. */
  content: ReactNode
  /** The trigger: one focusable element (a button or link) that the tooltip describes. */
  children: ReactElement
  /**
   * Side of the trigger the tooltip prefers.
   * @default 'top'
   */
  placement?: NonNullable<ArkTooltip.RootProps['positioning']>['placement']
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

/**
 * A tooltip on Ark Tooltip (WAI-ARIA tooltip pattern): hover or focus on the trigger opens
 * it, Escape or blur closes it, and the trigger is described by it while open. It never opens
 * by itself. It is not portalled: it stays in the trigger's stacking context (inside a dialog,
 * above the dialog; on the page, under any backdrop) and in its banner scope, and positions
 * itself `fixed` so a scrolling parent does not clip it.
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
  const styles = tooltip()
  return (
    <ArkTooltip.Root
      onOpenChange={(details) => {
        if (details.open) recordShown()
        onOpenChange?.(details)
      }}
      positioning={{ placement, strategy: 'fixed' }}
      openDelay={openDelay}
      closeDelay={closeDelay}
      disabled={disabled}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <ArkTooltip.Positioner className={styles.positioner}>
        <ArkTooltip.Content className={cx(styles.content, className)}>
          <ArkTooltip.Arrow className={styles.arrow}>
            <ArkTooltip.ArrowTip className={styles.arrowTip} />
          </ArkTooltip.Arrow>
          {content}
        </ArkTooltip.Content>
      </ArkTooltip.Positioner>
    </ArkTooltip.Root>
  )
}
