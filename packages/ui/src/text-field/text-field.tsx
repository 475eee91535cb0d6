import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes } from 'react'
import { field } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField } from '../field/native-field.js'
import { TextFieldInput } from './text-field-input.js'

/** Detail passed to `onValueChange`. */
export interface TextFieldValueChangeDetails {
  /** The text now in the input. */
  value: string
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  keyof FieldBaseProps | 'children' | 'size' | 'type' | 'value' | 'defaultValue'
>

export interface TextFieldProps extends FieldBaseProps, InputProps {
  /**
   * Kind of text; picks the on-screen keyboard and the browser's checks.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number'
  /**
   * Keyboard hint for touch devices, e.g. `numeric` for a postal code.
   * @default undefined
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /**
   * Most characters the input accepts.
   * @default undefined
   */
  maxLength?: number
  /**
   * Autofill token, e.g. `postal-code`, `tel`, `email`, `address-line1`.
   * @default undefined
   */
  autoComplete?: string
  /**
   * The text, when controlled; pair it with `onValueChange`.
   * @default undefined
   */
  value?: string
  /**
   * The initial text, when uncontrolled.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called with the new text on every change.
   * @default undefined
   */
  onValueChange?: (details: TextFieldValueChangeDetails) => void
}

/**
 * A labelled single-line text input with helper and error text. Extra input
 * attributes (`name`, `placeholder`, `pattern`, `onBlur`, ...) reach the input;
 * `className` styles the field's root.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const [fieldProps, { type = 'text', onChange, onValueChange, ...inputProps }] =
      splitFieldProps(props)
    return (
      <NativeField {...fieldProps}>
        <TextFieldInput
          ref={ref}
          type={type}
          className={field().input}
          onChange={(event) => {
            onChange?.(event)
            onValueChange?.({ value: event.currentTarget.value })
          }}
          {...inputProps}
        />
      </NativeField>
    )
  },
)
