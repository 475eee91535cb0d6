import type { FieldBaseProps } from './field.js'

/**
 * Splits a kit field's props into what `Field` takes (label, helper and error texts, the
 * states, `id`, `className`) and the rest, which keeps its own types for the control:
 * `const [fieldProps, { value, ...inputProps }] = splitFieldProps(props)`. Read a state
 * the control needs too from `fieldProps` (`fieldProps.disabled`).
 */
export function splitFieldProps<Props extends FieldBaseProps>(
  props: Props,
): [FieldBaseProps, Omit<Props, keyof FieldBaseProps>] {
  const {
    label,
    helperText,
    errorText,
    invalid,
    required,
    optionalText,
    disabled,
    readOnly,
    id,
    className,
    ...rest
  } = props
  // `satisfies` makes leaving out a key of `FieldBaseProps` a type error.
  const field = {
    label,
    helperText,
    errorText,
    invalid,
    required,
    optionalText,
    disabled,
    readOnly,
    id,
    className,
  } satisfies Record<keyof FieldBaseProps, unknown>
  return [field, rest]
}
