import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { type ComponentProps, forwardRef } from 'react'
import { DialogCloseIcon } from '../dialog/dialog-close-icon.js'
import { withContext } from './flyout-style-context.js'

const StyledCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')

export interface FlyoutCloseTriggerProps extends ComponentProps<typeof StyledCloseTrigger> {
  /** Accessible name of the icon button, read by screen readers. @default 'Close' */
  label?: string | undefined
}

/** The × button at the end of the header. Closes the flyout. */
export const FlyoutCloseTrigger = forwardRef<HTMLButtonElement, FlyoutCloseTriggerProps>(
  function FlyoutCloseTrigger({ label = 'Close', children, ...rest }, ref) {
    return (
      <StyledCloseTrigger ref={ref} aria-label={label} {...rest}>
        {children ?? <DialogCloseIcon />}
      </StyledCloseTrigger>
    )
  },
)
