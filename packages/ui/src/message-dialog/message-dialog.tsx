import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import type { DialogRootProps } from '../dialog/dialog-root.js'
import { Dialog } from '../dialog/index.js'

type RootProps = Omit<
  DialogRootProps,
  'size' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange'
>

/** Besides its own props it takes the dialog's (`finalFocusEl`, `role`, ...). */
export interface MessageDialogProps extends RootProps {
  /** The message's title, the dialog's accessible name, e.g. 'Order Timed Out'. */
  title: ReactNode
  /** What happened and what to do, announced with the title. @default undefined */
  description?: ReactNode | undefined
  /** The buttons that answer it, the main one last (on a phone it stacks on top). */
  actions: ReactNode
  /** Whether the dialog is shown (controlled). */
  open: boolean
  /**
   * Called when the shopper dismisses it with Escape. Without it Escape does nothing, and
   * one of `actions` is the only way on.
   * @default undefined
   */
  onDismiss?: (() => void) | undefined
  /** Render into `document.body`; `false` renders in place (galleries, tests). @default true */
  portalled?: boolean | undefined
}

/**
 * A message the shopper must answer before going on: an `alertdialog` (unless `role` says
 * otherwise) with a title, an optional description and its buttons. A press outside does
 * not close it; Escape does only when `onDismiss` is given.
 */
export function MessageDialog({
  title,
  description,
  actions,
  open,
  onDismiss,
  portalled = true,
  role = 'alertdialog',
  ...rest
}: MessageDialogProps) {
  return (
    <Dialog.Root
      {...rest}
      role={role}
      open={open}
      closeOnInteractOutside={false}
      closeOnEscape={onDismiss !== undefined}
      onOpenChange={({ open: next }) => {
        if (!next) onDismiss?.()
      }}
    >
      <Portal disabled={!portalled}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            <Dialog.Footer>{actions}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
