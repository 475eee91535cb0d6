import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type HTMLAttributes,
  useImperativeHandle,
} from 'react'
import { field } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField } from '../field/native-field.js'
import { useMaskedEdit } from '../masked-input/use-masked-edit.js'
import { TextFieldInput } from '../text-field/text-field-input.js'
import { DATE_INPUT_MASK, type DateInputDate, parseDateInput } from './date-input-parse.js'

/** Detail passed to `onValueChange`. */
export interface DateInputValueChangeDetails {
  /** The text as typed and shown, e.g. `07/04/2026` or `07/0`. */
  value: string
  /** The date, once the text is a complete real date; otherwise `null`. */
  date: DateInputDate | null
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  keyof FieldBaseProps | 'children' | 'size' | 'type' | 'value' | 'defaultValue'
>

export interface DateInputProps extends FieldBaseProps, InputProps {
  /**
   * The text, when controlled (`mm/dd/yyyy`, or part of it); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string
  /**
   * The initial text, when uncontrolled.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called with `{ value, date }` when the text changes.
   * @default undefined
   */
  onValueChange?: (details: DateInputValueChangeDetails) => void
  /**
   * Shows the expected format while empty.
   * @default 'mm/dd/yyyy'
   */
  placeholder?: string
  /**
   * Keyboard hint for touch devices.
   * @default 'numeric'
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /**
   * Autofill token, e.g. `bday`.
   * @default 'off'
   */
  autoComplete?: string
}

/**
 * A labelled date typed as `mm/dd/yyyy`: slashes appear as the shopper types the
 * digits, and each change reports the text and the date it makes (or `null`). It does
 * not judge the date: set `invalid` and `errorText` from the form's rules.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(
  function DateInput(props, ref) {
    const [
      fieldProps,
      {
        value,
        defaultValue,
        onValueChange,
        onChange,
        placeholder = 'mm/dd/yyyy',
        inputMode = 'numeric',
        autoComplete = 'off',
        ...inputProps
      },
    ] = splitFieldProps(props)
    const masked = useMaskedEdit({
      pattern: DATE_INPUT_MASK,
      value,
      defaultValue,
      onEdit: ({ formatted }) =>
        onValueChange?.({ value: formatted, date: parseDateInput(formatted) }),
    })
    useImperativeHandle(ref, () => masked.inputRef.current as HTMLInputElement)
    return (
      <NativeField {...fieldProps}>
        <TextFieldInput
          ref={masked.inputRef}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
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
