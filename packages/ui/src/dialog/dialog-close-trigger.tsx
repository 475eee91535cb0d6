import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { type ComponentProps, forwardRef } from 'react'
import { DialogCloseIcon } from './dialog-close-icon.js'
import { withContext } from './dialog-style-context.js'

const StyledCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')

export interface DialogCloseTriggerProps extends ComponentProps<typeof StyledCloseTrigger> {
  /** Accessible name of the icon button, read by screen readers. @default 'Close' */
  label?: string | undefined
}

/** The × button in the dialog's top corner. Closes the dialog. */
export const DialogCloseTrigger = forwardRef<HTMLButtonElement, DialogCloseTriggerProps>(
  function DialogCloseTrigger({ label = 'Close', children, ...rest }, ref) {
    return (
      <StyledCloseTrigger ref={ref} aria-label={label} {...rest}>
        {children ?? <DialogCloseIcon />}
      </StyledCloseTrigger>
    )
  },
)
