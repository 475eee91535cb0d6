import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { currencyInput } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField } from '../field/native-field.js'
import { TextFieldInput } from '../text-field/text-field-input.js'
import { currencyText, formatCurrencyFixed, parseCurrencyInput } from './currency-input-format.js'

/** Detail passed to `onValueChange`. */
export interface CurrencyInputValueChangeDetails {
  /** The amount, or `null` while the input is empty. */
  value: number | null
  /** The text as shown, without the symbol, e.g. `12.5`. */
  text: string
  /** The typed amount was over `max` and was replaced by `max`. */
  clamped: boolean
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  keyof FieldBaseProps | 'children' | 'size' | 'type' | 'value' | 'defaultValue' | 'max' | 'prefix'
>

export interface CurrencyInputProps extends FieldBaseProps, InputProps {
  /**
   * The amount, when controlled (`null` for empty); pair it with `onValueChange`.
   * @default undefined
   */
  value?: number | null
  /**
   * The initial amount, when uncontrolled.
   * @default null
   */
  defaultValue?: number | null
  /**
   * Called with `{ value, text, clamped }` when the amount changes or is capped.
   * @default undefined
   */
  onValueChange?: (details: CurrencyInputValueChangeDetails) => void
  /**
   * The largest amount: a bigger one is replaced by it and reported with `clamped`.
   * @default undefined
   */
  max?: number
  /**
   * Digits allowed after the dot.
   * @default 2
   */
  decimals?: number
  /**
   * The currency symbol shown inside the outline, before the amount (not read aloud:
   * say the currency in the label if it matters).
   * @default '$'
   */
  prefix?: ReactNode
}

interface Edit {
  text: string
  caret: number | null
}

/** An amount set by props is shown settled, with its cents. */
const toText = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined
    ? ''
    : formatCurrencyFixed(currencyText(value, decimals), decimals)

/**
 * A labelled money amount: digits and one dot, at most two decimals, capped at `max`,
 * written with cents once the shopper leaves it. Reports the amount as a number.
 */
export const CurrencyInput = forwardRef<HTMLInputElement, CurrencyInputProps>(
  function CurrencyInput(props, ref) {
    const [
      fieldProps,
      {
        value,
        defaultValue = null,
        onValueChange,
        max,
        decimals = 2,
        prefix = '$',
        onChange,
        onBlur,
        ...inputProps
      },
    ] = splitFieldProps(props)
    const styles = currencyInput()
    const inputRef = useRef<HTMLInputElement>(null)
    useImperativeHandle(ref, () => inputRef.current as HTMLInputElement)
    const [edit, setEdit] = useState<Edit>(() => ({
      text: toText(value === undefined ? defaultValue : value, decimals),
      caret: null,
    }))
    // A controlled amount set from outside wins over the text typed so far.
    const shownValue = edit.text === '' ? null : Number(edit.text)
    const text = value !== undefined && value !== shownValue ? toText(value, decimals) : edit.text

    useLayoutEffect(() => {
      const input = inputRef.current
      if (edit.caret === null || !input || input.ownerDocument.activeElement !== input) return
      input.setSelectionRange(edit.caret, edit.caret)
    }, [edit])

    return (
      <NativeField {...fieldProps}>
        <div className={styles.control}>
          <span
            className={styles.prefix}
            data-disabled={fieldProps.disabled ? '' : undefined}
            aria-hidden="true"
          >
            {prefix}
          </span>
          <TextFieldInput
            ref={inputRef}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={styles.input}
            value={text}
            onChange={(event) => {
              onChange?.(event)
              const input = event.currentTarget
              const next = parseCurrencyInput(input.value, { max, decimals })
              const caret = input.selectionStart ?? input.value.length
              const removed = input.value.length - next.text.length
              setEdit({
                text: next.text,
                caret: next.clamped ? next.text.length : Math.max(0, caret - removed),
              })
              if (next.text !== text || next.clamped) {
                onValueChange?.({ value: next.value, text: next.text, clamped: next.clamped })
              }
            }}
            onBlur={(event) => {
              onBlur?.(event)
              setEdit({ text: formatCurrencyFixed(text, decimals), caret: null })
            }}
            {...inputProps}
          />
        </div>
      </NativeField>
    )
  },
)
