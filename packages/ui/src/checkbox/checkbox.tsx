import { Checkbox as ArkCheckbox, type CheckboxCheckedChangeDetails } from '@ark-ui/react/checkbox'
import { Field as ArkField } from '@ark-ui/react/field'
import { forwardRef, type ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { checkbox } from '#styled-system/recipes'
import { CheckboxHiddenInput } from './checkbox-hidden-input.js'
import { CheckboxCheckIcon, CheckboxDashIcon } from './checkbox-icons.js'

/** `true`, `false` or `'indeterminate'` (some but not all of a group checked). */
export type CheckboxCheckedState = CheckboxCheckedChangeDetails['checked']

export interface CheckboxProps {
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

/** A checkbox on Ark Checkbox, with label, description and error text wired by id. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
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
    id,
    className,
  },
  ref,
) {
  const styles = checkbox()
  return (
    <ArkField.Root
      id={id}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      className={cx(styles.field, className)}
    >
      <ArkCheckbox.Root
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        value={value}
        className={styles.root}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <CheckboxCheckIcon />
          </ArkCheckbox.Indicator>
          <ArkCheckbox.Indicator indeterminate className={styles.indicator}>
            <CheckboxDashIcon />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
        <CheckboxHiddenInput ref={ref} />
      </ArkCheckbox.Root>
      {description === undefined ? null : (
        <ArkField.HelperText className={styles.description}>{description}</ArkField.HelperText>
      )}
      {errorText === undefined ? null : (
        <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
      )}
    </ArkField.Root>
  )
})
