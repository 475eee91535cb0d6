import { Field as ArkField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { field } from '#styled-system/recipes'

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

export interface FieldProps extends FieldBaseProps {
  /** The control: an Ark control that reads the field context (`Field.Input`, `Select.Root`, ...). */
  children: ReactNode
}

/**
 * A labelled form field on Ark Field: the label, helper text and error text get ids
 * and are wired to the control (`for`, `aria-describedby`, `aria-invalid`).
 */
export function Field({
  label,
  labelHidden = false,
  helperText,
  errorText,
  invalid = false,
  required = false,
  optionalText,
  disabled = false,
  readOnly = false,
  id,
  className,
  children,
}: FieldProps) {
  const styles = field({ labelHidden })
  const optional =
    optionalText === undefined ? undefined : (
      <span className={styles.optionalText}>{optionalText}</span>
    )
  return (
    <ArkField.Root
      id={id}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(styles.root, className)}
    >
      <ArkField.Label className={styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator} fallback={optional} />
      </ArkField.Label>
      {children}
      {helperText === undefined ? null : (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      )}
      {errorText === undefined ? null : (
        <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
      )}
    </ArkField.Root>
  )
}
