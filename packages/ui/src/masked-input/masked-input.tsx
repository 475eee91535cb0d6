import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type HTMLAttributes,
  useImperativeHandle,
} from 'react'
import { field } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField } from '../field/native-field.js'
import { TextFieldInput } from '../text-field/text-field-input.js'
import { maskSlots } from './masked-input-format.js'
import { useMaskedEdit } from './use-masked-edit.js'

/** Detail passed to `onValueChange`. */
export interface MaskedInputValueChangeDetails {
  /** The digits alone, e.g. `6035710000001234`. */
  value: string
  /** The text as shown, e.g. `6035-7100-0000-1234`. */
  formattedValue: string
  /** Every slot of the pattern is filled. */
  complete: boolean
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  keyof FieldBaseProps | 'children' | 'size' | 'type' | 'value' | 'defaultValue' | 'pattern'
>

export interface MaskedInputProps extends FieldBaseProps, InputProps {
  /**
   * The mask: each `#` takes one digit, every other character is a separator written
   * as the shopper types, e.g. `####-####-####-####` for a gift card number.
   */
  mask: string
  /**
   * The digits, when controlled; pair it with `onValueChange`.
   * @default undefined
   */
  value?: string
  /**
   * The initial digits, when uncontrolled.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called with `{ value, formattedValue, complete }` when the text changes.
   * @default undefined
   */
  onValueChange?: (details: MaskedInputValueChangeDetails) => void
  /**
   * A prefix dropped from the front when the digits overflow the mask, so that a number
   * typed or pasted with it keeps its own digits: `1` for a US phone number.
   * @default undefined
   */
  overflowPrefix?: string
  /**
   * Keyboard hint for touch devices.
   * @default 'numeric'
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /**
   * Autofill token.
   * @default 'off'
   */
  autoComplete?: string
}

/**
 * A labelled input that formats digits by a mask as the shopper types (a gift card
 * number in groups of four, say): separators appear on their own, pasted text is
 * cleaned, the caret stays beside the digit being typed, and Backspace over a
 * separator removes the digit before it.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(
  function MaskedInput(props, ref) {
    const [
      fieldProps,
      {
        mask,
        value,
        defaultValue,
        onValueChange,
        onChange,
        overflowPrefix,
        inputMode = 'numeric',
        autoComplete = 'off',
        ...inputProps
      },
    ] = splitFieldProps(props)
    const slots = maskSlots(mask)
    const masked = useMaskedEdit({
      pattern: mask,
      value,
      defaultValue,
      overflowPrefix,
      onEdit: ({ digits, formatted }) =>
        onValueChange?.({
          value: digits,
          formattedValue: formatted,
          complete: digits.length === slots,
        }),
    })
    useImperativeHandle(ref, () => masked.inputRef.current as HTMLInputElement)
    return (
      <NativeField {...fieldProps}>
        <TextFieldInput
          ref={masked.inputRef}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={field().input}
          value={masked.formatted}
          onChange={(event) => {
            onChange?.(event)
            masked.onChange(event)
          }}
          {...inputProps}
        />
      </NativeField>
    )
  },
)
