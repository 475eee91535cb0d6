import { type ComponentPropsWithoutRef, forwardRef } from 'react'
import { useNativeFieldControl } from '../field/native-field.js'

/**
 * The input of a `TextField` (and the masked, currency and date inputs, the search box): a
 * native input with its field's id and states, described by helper and error text.
 */
export const TextFieldInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(
  function TextFieldInput(props, ref) {
    return <input {...useNativeFieldControl()} {...props} ref={ref} />
  },
)
