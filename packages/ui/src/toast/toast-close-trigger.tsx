import { Toast as ArkToast } from '@ark-ui/react/toast'
import { type ComponentProps, forwardRef } from 'react'
import { DialogCloseIcon } from '../dialog/dialog-close-icon.js'
import { withContext } from './toast-style-context.js'

const StyledCloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger')

export interface ToastCloseTriggerProps extends ComponentProps<typeof StyledCloseTrigger> {
  /** Accessible name of the icon button, read by screen readers. @default 'Close' */
  label?: string | undefined
}

/** The × button that dismisses the toast. */
export const ToastCloseTrigger = forwardRef<HTMLButtonElement, ToastCloseTriggerProps>(
  function ToastCloseTrigger({ label = 'Close', children, ...rest }, ref) {
    return (
      <StyledCloseTrigger ref={ref} aria-label={label} {...rest}>
        {children ?? <DialogCloseIcon />}
      </StyledCloseTrigger>
    )
  },
)
