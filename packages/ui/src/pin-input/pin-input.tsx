import { Field as ArkField } from '@ark-ui/react/field'
import { PinInput as ArkPinInput, type PinInputValueChangeDetails } from '@ark-ui/react/pin-input'
import { forwardRef, type ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { field, pinInput } from '#styled-system/recipes'
import { PinInputControl } from './pin-input-control.js'

/** Detail passed to `onValueChange` and `onValueComplete`. */
export interface PinInputValueDetails {
  /** The characters typed so far, e.g. `12` or `1234`. */
  value: string
}

export interface PinInputProps {
  /** The visible label; it names the group of boxes. */
  label: ReactNode
  /**
   * How many characters (and boxes).
   * @default 4
   */
  length?: number
  /**
   * Hide the characters as they are typed, like a password.
   * @default true
   */
  mask?: boolean
  /**
   * Which characters the boxes accept; `numeric` also brings up the number keyboard.
   * @default 'numeric'
   */
  type?: 'numeric' | 'alphanumeric' | 'alphabetic'
  /**
   * A one-time code sent by text or email: lets the device offer it (`one-time-code`).
   * @default false
   */
  otp?: boolean
  /**
   * The characters, when controlled; pair it with `onValueChange`.
   * @default undefined
   */
  value?: string
  /**
   * The initial characters, when uncontrolled.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called with `{ value }` on every change.
   * @default undefined
   */
  onValueChange?: (details: PinInputValueDetails) => void
  /**
   * Called with `{ value }` once every box is filled.
   * @default undefined
   */
  onValueComplete?: (details: PinInputValueDetails) => void
  /**
   * Accessible name of each box, from its index (from 0) and the length.
   * @default (index, length) => `Character ${index + 1} of ${length}`
   */
  boxLabel?: (index: number, length: number) => string
  /**
   * Shown in each empty box.
   * @default ''
   */
  placeholder?: string
  /**
   * A hint under the boxes, read with each box.
   * @default undefined
   */
  helperText?: ReactNode
  /**
   * The message shown under the boxes while `invalid`; read with each box.
   * @default undefined
   */
  errorText?: ReactNode
  /**
   * Marks the code as wrong: shows `errorText`, the danger outline and `aria-invalid`.
   * @default false
   */
  invalid?: boolean
  /**
   * The boxes cannot be used or focused.
   * @default false
   */
  disabled?: boolean
  /**
   * Form field name, submitted through a hidden input holding the whole code.
   * @default undefined
   */
  name?: string
  /**
   * Id of the field; the label and texts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the field's root.
   * @default undefined
   */
  className?: string
}

const toBoxes = (value: string | undefined, length: number) =>
  value === undefined ? undefined : Array.from({ length }, (_, i) => value.charAt(i))

const defaultBoxLabel = (index: number, length: number) => `Character ${index + 1} of ${length}`

/**
 * A PIN or one-time code on Ark PinInput, one box per character: typing moves to the
 * next box, Backspace clears and moves back, arrow keys move, paste fills every box,
 * and Enter submits the form the boxes are in, like any text field.
 * The ref reaches the root element.
 */
export const PinInput = forwardRef<HTMLDivElement, PinInputProps>(function PinInput(
  {
    label,
    length = 4,
    mask = true,
    type = 'numeric',
    otp = false,
    value,
    defaultValue,
    onValueChange,
    onValueComplete,
    boxLabel = defaultBoxLabel,
    placeholder = '',
    helperText,
    errorText,
    invalid = false,
    disabled = false,
    name,
    id,
    className,
  },
  ref,
) {
  const styles = pinInput()
  const texts = field()
  const report =
    (callback: ((details: PinInputValueDetails) => void) | undefined) =>
    (details: PinInputValueChangeDetails) =>
      callback?.({ value: details.valueAsString })
  return (
    <ArkField.Root
      id={id}
      invalid={invalid}
      disabled={disabled}
      className={cx(styles.root, className)}
    >
      <ArkPinInput.Root
        ref={ref}
        count={length}
        mask={mask}
        type={type}
        otp={otp}
        value={toBoxes(value, length)}
        defaultValue={toBoxes(defaultValue, length)}
        onValueChange={report(onValueChange)}
        onValueComplete={report(onValueComplete)}
        translations={{ inputLabel: boxLabel }}
        placeholder={placeholder}
        name={name}
        className={texts.root}
      >
        <ArkPinInput.Label className={styles.label}>{label}</ArkPinInput.Label>
        <PinInputControl length={length} className={styles.control} inputClassName={styles.input} />
        <ArkPinInput.HiddenInput />
      </ArkPinInput.Root>
      {helperText === undefined ? null : (
        <ArkField.HelperText className={texts.helperText}>{helperText}</ArkField.HelperText>
      )}
      {errorText === undefined ? null : (
        <ArkField.ErrorText className={texts.errorText}>{errorText}</ArkField.ErrorText>
      )}
    </ArkField.Root>
  )
})
