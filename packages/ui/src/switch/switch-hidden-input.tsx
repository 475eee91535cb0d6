import { Switch as ArkSwitch, useSwitchContext } from '@ark-ui/react/switch'
import { forwardRef } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

/**
 * The native checkbox that takes focus, exposed as a `switch` (on/off rather than
 * checked/unchecked) and described by the description and error text.
 */
export const SwitchHiddenInput = forwardRef<HTMLInputElement, ArkSwitch.HiddenInputProps>(
  function SwitchHiddenInput(props, ref) {
    const describedBy = useFieldDescribedBy()
    const { checked } = useSwitchContext()
    return (
      <ArkSwitch.HiddenInput
        ref={ref}
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        {...props}
      />
    )
  },
)
