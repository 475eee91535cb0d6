import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip, type TooltipOpenChangeDetails } from '@ark-ui/react/tooltip'
import { type ReactElement, type ReactNode, useRef, useState } from 'react'
import { cx } from '#styled-system/css'
import { tooltip } from '#styled-system/recipes'
import { useSelectBannerScope } from '../select/use-select-banner-scope.js'
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
   * Makes it a show-once tooltip: it opens by itself on first render unless `shown` (or the
   * `storage` record under this key) says it was shown before.
   * @default undefined
   */
  showOnceKey?: string | undefined
  /**
   * The app's record of whether this show-once tooltip was shown; takes precedence over `storage`.
   * @default undefined
   */
  shown?: boolean | undefined
  /**
   * Where the show-once record lives, e.g. the app's `localStorage`; the kit never reaches
   * for storage itself.
   * @default undefined
   */
  storage?: TooltipShowOnceStorage | undefined
  /**
   * Called with `showOnceKey` when the tooltip opened by itself, so the app can remember it.
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
 * it, Escape or blur closes it, and the trigger is described by it while open. The content is
 * portalled and keeps the banner's theme.
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
  const autoOpen = useTooltipShowOnce({ key: showOnceKey, shown, storage, onShownOnce })
  const [open, setOpen] = useState(autoOpen)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const bannerScope = useSelectBannerScope(triggerRef)
  const styles = tooltip()
  return (
    <ArkTooltip.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        onOpenChange?.(details)
      }}
      positioning={{ placement }}
      openDelay={openDelay}
      closeDelay={closeDelay}
      disabled={disabled}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger ref={triggerRef} asChild>
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner ref={bannerScope} className={styles.positioner}>
          <ArkTooltip.Content className={cx(styles.content, className)}>
            <ArkTooltip.Arrow className={styles.arrow}>
              <ArkTooltip.ArrowTip className={styles.arrowTip} />
            </ArkTooltip.Arrow>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
