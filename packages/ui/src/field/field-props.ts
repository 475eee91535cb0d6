import type { ReactNode } from 'react'

/** What every form field shares: its texts and its states. */
export interface FieldBaseProps {
  /** The visible label; it names the control. */
  label: ReactNode
  /**
   * The label names the control for assistive technology but is not shown: for a field
   * right under a heading that says the same (a section's one field), so the words do not
   * show twice.
   * @default false
   */
  labelHidden?: boolean
  /**
   * A hint shown under the control and read with it (`aria-describedby`).
   * @default undefined
   */
  helperText?: ReactNode
  /**
   * The message shown under the control while `invalid`; read with the control and
   * announced politely when it appears.
   * @default undefined
   */
  errorText?: ReactNode
  /**
   * Marks the value as wrong: shows `errorText`, the danger outline and `aria-invalid`.
   * @default false
   */
  invalid?: boolean
  /**
   * The field must be filled: adds `required` to the control and a `*` (hidden from
   * assistive technology, which hears "required") after the label.
   * @default false
   */
  required?: boolean
  /**
   * Text after the label of a field that is not required, e.g. "(optional)".
   * @default undefined
   */
  optionalText?: ReactNode
  /**
   * The control cannot be used or focused.
   * @default false
   */
  disabled?: boolean
  /**
   * The value is shown and focusable but cannot be changed.
   * @default false
   */
  readOnly?: boolean
  /**
   * Id of the control; the label, helper and error texts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the field's root.
   * @default undefined
   */
  className?: string
}

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
    labelHidden,
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
    labelHidden,
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
