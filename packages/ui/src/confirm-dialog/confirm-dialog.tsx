import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { Button } from '../button/index.js'
import type { DialogRootProps } from '../dialog/dialog-root.js'
import { Dialog } from '../dialog/index.js'

type RootProps = Omit<
  DialogRootProps,
  'role' | 'size' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange'
>

/** Besides its own props it takes the dialog's (`finalFocusEl`, `modal`, ...). */
export interface ConfirmDialogProps extends RootProps {
  /** The question, the dialog's accessible name, e.g. 'Confirm Removal'. */
  title: ReactNode
  /** What confirming does, announced with the title. @default undefined */
  description?: ReactNode | undefined
  /** Label of the button that confirms, e.g. 'Remove'. */
  confirmLabel: string
  /** Label of the button that backs out; it holds focus when the dialog opens. @default 'Cancel' */
  cancelLabel?: string | undefined
  /** `danger` paints the confirm button as destructive. @default 'default' */
  tone?: 'danger' | 'default' | undefined
  /** Whether the dialog is open (controlled). */
  open: boolean
  /** Called with `{ open }` when Cancel, Escape or the trigger ask to open or close. */
  onOpenChange: (details: { open: boolean }) => void
  /** Called when the confirm button is pressed; close the dialog (set `open`) once the action is done. */
  onConfirm: () => void
  /**
   * The confirmed action is running: both buttons are disabled and Escape does not close,
   * the confirm button is announced as busy.
   * @default false
   */
  pending?: boolean | undefined
  /** An element that opens the dialog (wrapped as its trigger; focus returns to it on close). @default undefined */
  trigger?: ReactNode | undefined
  /** Render into `document.body`; `false` renders in place (galleries, tests). @default true */
  portalled?: boolean | undefined
}

/**
 * A yes/no question before an action, as an `alertdialog`: focus starts on Cancel (the safe
 * choice), Escape and Cancel close, the confirm button calls `onConfirm`.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  open,
  onOpenChange,
  onConfirm,
  pending = false,
  trigger,
  portalled = true,
  ...rest
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      {...rest}
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      closeOnEscape={!pending && rest.closeOnEscape !== false}
      closeOnInteractOutside={!pending && rest.closeOnInteractOutside !== false}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal disabled={!portalled}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={pending || undefined}>
            <Dialog.Title>{title}</Dialog.Title>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                tone={tone === 'danger' ? 'critical' : 'accent'}
                loading={pending}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
