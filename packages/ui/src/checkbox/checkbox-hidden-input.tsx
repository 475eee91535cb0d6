import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox'
import { useFieldContext } from '@ark-ui/react/field'
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'

/**
 * The native checkbox, visually hidden, that takes focus. Inside a `Checkbox.Field` it is
 * described by the field's description and, while invalid, its error text (Ark names the
 * error only in `aria-errormessage`, which several screen readers skip).
 */
export const CheckboxHiddenInput = forwardRef<HTMLInputElement, ArkCheckbox.HiddenInputProps>(
  function CheckboxHiddenInput(props, ref) {
    const control = useFieldContext()?.getInputProps()
    const ids = [control?.['aria-describedby'], control?.['aria-errormessage']].filter(Boolean)
    const describedBy = ids.length > 0 ? ids.join(' ') : undefined
    const { indeterminate } = useCheckboxContext()
    const inputRef = useRef<HTMLInputElement>(null)
    useImperativeHandle(ref, () => inputRef.current as HTMLInputElement)
    // Ark syncs `indeterminate` to the input only on change; an initial
    // `'indeterminate'` would otherwise not be announced as mixed.
    useLayoutEffect(() => {
      if (inputRef.current) inputRef.current.indeterminate = indeterminate
    }, [indeterminate])
    return <ArkCheckbox.HiddenInput ref={inputRef} aria-describedby={describedBy} {...props} />
  },
)
