import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox'
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

/** The native checkbox that takes focus, described by the description and error text. */
export const CheckboxHiddenInput = forwardRef<HTMLInputElement, ArkCheckbox.HiddenInputProps>(
  function CheckboxHiddenInput(props, ref) {
    const describedBy = useFieldDescribedBy()
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
