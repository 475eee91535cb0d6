import { useFieldContext } from '@ark-ui/react/field'

/**
 * The ids that describe the control of the enclosing `Field`: its helper text and,
 * while invalid, its error text. Ark names the error text only in
 * `aria-errormessage`, which several screen readers skip; listing both in
 * `aria-describedby` makes the message heard with the control.
 */
export function useFieldDescribedBy(): string | undefined {
  const field = useFieldContext()
  if (!field) {
    throw new Error('useFieldDescribedBy: the control must be rendered inside <Field>')
  }
  const control = field.getInputProps()
  const ids = [control['aria-describedby'], control['aria-errormessage']].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
