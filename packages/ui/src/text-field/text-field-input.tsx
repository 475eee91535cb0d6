import { Field as ArkField } from '@ark-ui/react/field'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

/** The input of a `TextField`: Ark's field input, described by helper and error text. */
export const TextFieldInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(
  function TextFieldInput(props, ref) {
    const describedBy = useFieldDescribedBy()
    return <ArkField.Input ref={ref} aria-describedby={describedBy} {...props} />
  },
)
