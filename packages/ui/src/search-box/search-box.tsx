import {
  type ComponentPropsWithoutRef,
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cx } from '#styled-system/css'
import { searchBox } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField } from '../field/native-field.js'
import { TextFieldInput } from '../text-field/text-field-input.js'
import { SearchBoxClearIcon, SearchBoxSearchIcon } from './search-box-icons.js'
import { cleanSearchValue, type SearchBoxMode, searchBoxLimit } from './search-box-value.js'

/** Detail passed to `onValueChange`. */
export interface SearchBoxValueChangeDetails {
  /** The text now in the input. */
  value: string
}

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  | keyof FieldBaseProps
  | 'children'
  | 'size'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'maxLength'
  | 'inputMode'
  | 'onSubmit'
>

export interface SearchBoxProps extends FieldBaseProps, InputProps {
  /**
   * The text, when controlled; pair it with `onValueChange`.
   * @default undefined
   */
  value?: string
  /**
   * The initial text, when uncontrolled.
   * @default ''
   */
  defaultValue?: string
  /**
   * Called with `{ value }` on every change, the clear button included.
   * @default undefined
   */
  onValueChange?: (details: SearchBoxValueChangeDetails) => void
  /**
   * Called with the text when the shopper presses Enter or the submit button. The
   * text stays in the box, so nothing typed is lost when the search fails.
   * @default undefined
   */
  onSubmit?: (value: string) => void
  /**
   * `text` takes any text; `postal-code` keeps digits only, at most `postalCodeLength`,
   * with the numeric keyboard.
   * @default 'text'
   */
  mode?: SearchBoxMode
  /**
   * Most characters in `text` mode.
   * @default 125
   */
  maxLength?: number
  /**
   * Most digits in `postal-code` mode.
   * @default 5
   */
  postalCodeLength?: number
  /**
   * Accessible name of the submit button.
   * @default 'Search'
   */
  submitLabel?: string
  /**
   * Accessible name of the clear button, shown while there is text.
   * @default 'Clear'
   */
  clearLabel?: string
  /**
   * Name of the search landmark.
   * @default the field's label
   */
  'aria-label'?: string
}

interface Edit {
  value: string
  caret: number | null
}

/**
 * A search form (`role="search"`, named by its label): a labelled search input, a
 * clear button while there is text, and a submit button. Enter submits, Escape
 * clears; the ref reaches the input.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(
  function SearchBox(props, ref) {
    const [{ id, className, ...fieldProps }, controlProps] = splitFieldProps(props)
    const { disabled, readOnly } = fieldProps
    const {
      value,
      defaultValue = '',
      onValueChange,
      onSubmit,
      mode = 'text',
      maxLength = 125,
      postalCodeLength = 5,
      submitLabel = 'Search',
      clearLabel = 'Clear',
      'aria-label': landmarkLabel,
      onChange,
      onKeyDown,
      autoComplete,
      ...inputProps
    } = controlProps
    const styles = searchBox()
    const rules = { mode, maxLength, postalCodeLength }
    const generatedId = useId()
    const fieldId = id ?? generatedId
    const inputRef = useRef<HTMLInputElement>(null)
    useImperativeHandle(ref, () => inputRef.current as HTMLInputElement)
    const [edit, setEdit] = useState<Edit>(() => ({
      value: cleanSearchValue(defaultValue, rules),
      caret: null,
    }))
    const current = value === undefined ? edit.value : value

    useLayoutEffect(() => {
      const input = inputRef.current
      if (edit.caret === null || !input || input.ownerDocument.activeElement !== input) return
      input.setSelectionRange(edit.caret, edit.caret)
    }, [edit])

    const change = (next: string, caret: number | null) => {
      setEdit({ value: next, caret })
      if (next !== current) onValueChange?.({ value: next })
    }

    return (
      // biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark; `<search>` would add a wrapper and is not yet mapped by every assistive technology.
      <form
        role="search"
        aria-label={landmarkLabel}
        // The field names its label `field::<id>::label`.
        aria-labelledby={landmarkLabel === undefined ? `field::${fieldId}::label` : undefined}
        noValidate
        className={cx(styles.root, className)}
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit?.(current)
        }}
      >
        <NativeField {...fieldProps} id={fieldId} className={styles.field}>
          <div className={styles.control}>
            <div className={styles.inputGroup}>
              <TextFieldInput
                ref={inputRef}
                type="search"
                inputMode={mode === 'postal-code' ? 'numeric' : undefined}
                autoComplete={autoComplete ?? (mode === 'postal-code' ? 'postal-code' : 'off')}
                maxLength={searchBoxLimit(rules)}
                className={styles.input}
                value={current}
                onChange={(event) => {
                  onChange?.(event)
                  const input = event.currentTarget
                  const next = cleanSearchValue(input.value, rules)
                  const caret = input.selectionStart ?? input.value.length
                  change(next, Math.max(0, caret - (input.value.length - next.length)))
                }}
                onKeyDown={(event) => {
                  onKeyDown?.(event)
                  // Escape empties the box, as a native search input does, and says so.
                  if (event.key === 'Escape' && current !== '' && !readOnly) {
                    event.preventDefault()
                    change('', 0)
                  }
                }}
                {...inputProps}
              />
              {current === '' || disabled || readOnly ? null : (
                <button
                  type="button"
                  aria-label={clearLabel}
                  className={styles.clearTrigger}
                  onClick={() => {
                    change('', 0)
                    inputRef.current?.focus()
                  }}
                >
                  <SearchBoxClearIcon />
                </button>
              )}
            </div>
            <button
              type="submit"
              aria-label={submitLabel}
              disabled={disabled}
              className={styles.submitTrigger}
            >
              <SearchBoxSearchIcon />
            </button>
          </div>
        </NativeField>
      </form>
    )
  },
)
