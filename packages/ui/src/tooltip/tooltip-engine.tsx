import {
  Tooltip as ArkTooltip,
  type TooltipOpenChangeDetails,
  useTooltip,
} from '@ark-ui/react/tooltip'
import { type ReactNode, useLayoutEffect } from 'react'
import { cx } from '#styled-system/css'
import { tooltip } from '#styled-system/recipes'

/** What the engine hands the trigger it does not render: its props and a way to open. */
export interface TooltipEngineHandle {
  /** Ark's trigger props (id, state, description, pointer and focus handlers). */
  triggerProps: Record<string, unknown>
  /** Opens or closes the tooltip, as Ark's own handlers would. */
  setOpen: (open: boolean) => void
}

export interface TooltipEngineProps {
  content: ReactNode
  placement: NonNullable<ArkTooltip.RootProps['positioning']>['placement']
  openDelay: number
  closeDelay: number
  disabled: boolean
  className: string | undefined
  onOpenChange: (details: TooltipOpenChangeDetails) => void
  /** Called after each render that changed what the trigger needs. */
  onReady: (handle: TooltipEngineHandle) => void
}

/**
 * The part of `Tooltip` that loads on the first hover or focus: Ark's tooltip machine, its
 * positioning (Floating UI) and the content. The trigger stays where `Tooltip` rendered it,
 * so it keeps its focus; the engine gives it Ark's trigger props through `onReady`.
 */
export default function TooltipEngine({
  content,
  placement,
  openDelay,
  closeDelay,
  disabled,
  className,
  onOpenChange,
  onReady,
}: TooltipEngineProps) {
  const api = useTooltip({
    positioning: { placement, strategy: 'fixed' },
    openDelay,
    closeDelay,
    disabled,
    onOpenChange,
  })
  const { open, setOpen } = api
  // The trigger's props change with the open state (its description, data-state) and with
  // `disabled`; the handlers read the rest from the machine when they run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `api` is new on every render
  useLayoutEffect(() => {
    onReady({ triggerProps: api.getTriggerProps(), setOpen })
  }, [open, disabled, onReady])
  const styles = tooltip()
  return (
    <ArkTooltip.RootProvider value={api} lazyMount unmountOnExit>
      <ArkTooltip.Positioner className={styles.positioner}>
        <ArkTooltip.Content className={cx(styles.content, className)}>
          <ArkTooltip.Arrow className={styles.arrow}>
            <ArkTooltip.ArrowTip className={styles.arrowTip} />
          </ArkTooltip.Arrow>
          {content}
        </ArkTooltip.Content>
      </ArkTooltip.Positioner>
    </ArkTooltip.RootProvider>
  )
}
