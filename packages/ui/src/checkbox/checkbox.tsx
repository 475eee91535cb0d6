import { forwardRef, type ReactNode } from 'react'
import * as CheckboxParts from './checkbox-namespace.js'
import type { CheckboxCheckedChangeDetails, CheckboxCheckedState } from './checkbox-parts.js'

export type { CheckboxCheckedChangeDetails, CheckboxCheckedState } from './checkbox-parts.js'

interface CheckboxOwnProps {
  /** The visible label beside the box; it names the checkbox. */
  label: ReactNode
  /**
   * Text under the label, read with the checkbox (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode
  /**
   * The message shown under the label while `invalid`; read with the checkbox.
   * @default undefined
   */
  errorText?: ReactNode
  /**
   * The checked state, when controlled; pair it with `onCheckedChange`.
   * @default undefined
   */
  checked?: CheckboxCheckedState
  /**
   * The initial checked state, when uncontrolled.
   * @default false
   */
  defaultChecked?: CheckboxCheckedState
  /**
   * Called with `{ checked }` when the shopper toggles the box.
   * @default undefined
   */
  onCheckedChange?: (details: CheckboxCheckedChangeDetails) => void
  /**
   * Marks the choice as wrong: shows `errorText`, the danger outline and `aria-invalid`.
   * @default false
   */
  invalid?: boolean
  /**
   * The box cannot be used or focused.
   * @default false
   */
  disabled?: boolean
  /**
   * The box is focusable but cannot be toggled.
   * @default false
   */
  readOnly?: boolean
  /**
   * The box must be checked to submit the form.
   * @default false
   */
  required?: boolean
  /**
   * Form field name.
   * @default undefined
   */
  name?: string
  /**
   * Value submitted with the form while checked.
   * @default 'on'
   */
  value?: string
  /**
   * Id of the native checkbox; the label and texts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the outer wrapper.
   * @default undefined
   */
  className?: string
}

export interface CheckboxProps
  extends CheckboxOwnProps,
    Omit<CheckboxParts.FieldProps, 'children' | keyof CheckboxOwnProps> {}

/**
 * A native checkbox, with label, description and error text wired by id, built
 * on the `Checkbox.*` parts. Other props (`data-*`, `aria-*`, handlers) reach the outer
 * wrapper, as `className` does; the ref reaches the native checkbox.
 */
const CheckboxFromProps = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    errorText,
    checked,
    defaultChecked,
    onCheckedChange,
    invalid = false,
    disabled = false,
    readOnly = false,
    required = false,
    name,
    value,
    ...rest
  },
  ref,
) {
  return (
    <CheckboxParts.Field
      {...rest}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
    >
      <CheckboxParts.Root
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        value={value}
      >
        <CheckboxParts.Control>
          <CheckboxParts.Indicator />
          <CheckboxParts.Indicator indeterminate />
        </CheckboxParts.Control>
        <CheckboxParts.Label>{label}</CheckboxParts.Label>
        <CheckboxParts.HiddenInput ref={ref} />
      </CheckboxParts.Root>
      {description === undefined ? null : (
        <CheckboxParts.Description>{description}</CheckboxParts.Description>
      )}
      {errorText === undefined ? null : (
        <CheckboxParts.ErrorText>{errorText}</CheckboxParts.ErrorText>
      )}
    </CheckboxParts.Field>
  )
})

/**
 * `<Checkbox label=… />` from props, and its parts for what props cannot say:
 * `Checkbox.Field` around `Checkbox.Root` (`Control` with its `Indicator`s, `Label`,
 * `HiddenInput`), `Checkbox.Description` and `Checkbox.ErrorText`.
 */
export const Checkbox = Object.assign(CheckboxFromProps, CheckboxParts)
