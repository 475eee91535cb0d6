import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { FlyoutBackIcon } from './flyout-back-icon.js'
import { withContext } from './flyout-style-context.js'

const StyledBackTrigger = withContext(ark.button, 'backTrigger')

export interface FlyoutBackTriggerProps extends ComponentProps<typeof StyledBackTrigger> {
  /** Visible text after the chevron; it is also the button's accessible name. @default 'Back' */
  label?: string | undefined
}

/** Goes back a step inside the flyout (say, from "add a card" to the wallet); the caller handles `onClick`. */
export const FlyoutBackTrigger = forwardRef<HTMLButtonElement, FlyoutBackTriggerProps>(
  function FlyoutBackTrigger({ label = 'Back', type = 'button', ...rest }, ref) {
    return (
      <StyledBackTrigger ref={ref} type={type} {...rest}>
        <FlyoutBackIcon />
        {label}
      </StyledBackTrigger>
    )
  },
)
