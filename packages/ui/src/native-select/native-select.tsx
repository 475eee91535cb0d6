import { type ComponentPropsWithoutRef, forwardRef } from 'react'
import { nativeSelect } from '#styled-system/recipes'
import { type FieldBaseProps, splitFieldProps } from '../field/field-props.js'
import { NativeField, useNativeFieldControl } from '../field/native-field.js'
import type { SelectItem, SelectValueChangeDetails } from '../select/select.js'
import { SelectChevronIcon } from '../select/select-icons.js'

type SelectElementProps = Omit<
  ComponentPropsWithoutRef<'select'>,
  keyof FieldBaseProps | 'children' | 'value' | 'defaultValue' | 'multiple' | 'size' | 'onChange'
>

export interface NativeSelectProps extends FieldBaseProps, SelectElementProps {
  /** The options, in the order shown. */
  items: readonly SelectItem[]
  /**
   * The chosen value, when controlled (`null` for none); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string | null
  /**
   * The initially chosen value, when uncontrolled.
   * @default undefined
   */
  defaultValue?: string
  /**
   * Called with `{ value, item }` when the shopper picks an option.
   * @default undefined
   */
  onValueChange?: (details: SelectValueChangeDetails) => void
  /**
   * Text of the empty first option, shown while nothing is chosen. A required field cannot
   * go back to it once a value is chosen.
   * @default an empty option while nothing is chosen
   */
  placeholder?: string
}

/**
 * The browser's own select, styled as a kit field: the same data-driven props as `Select`,
 * for long lists (states and provinces) and short forms where the platform picker serves best
 * (the phone's wheel, type-ahead, autofill) and a few kilobytes matter: it needs none of the
 * list-box, positioning or dismiss code. The ref reaches the `<select>`; extra attributes
 * (`name`, `autoComplete`, `onBlur`, ...) reach it too, and `className` styles the field's root.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(
  function NativeSelect(props, ref) {
    const [fieldProps, { items, value, defaultValue, onValueChange, placeholder, ...selectProps }] =
      splitFieldProps(props)
    const styles = nativeSelect()
    const controlled = value !== undefined
    const empty = controlled ? value === null || value === '' : defaultValue === undefined
    // The empty option exists while nothing is chosen; with a placeholder it stays, and a
    // required field keeps it disabled so that a chosen value cannot be cleared.
    const emptyOption =
      placeholder !== undefined || empty ? (
        <option value="" disabled={fieldProps.required === true && !empty}>
          {placeholder ?? ''}
        </option>
      ) : null
    return (
      <NativeField {...fieldProps}>
        <div className={styles.control}>
          <NativeSelectElement
            ref={ref}
            className={styles.select}
            value={controlled ? (value ?? '') : undefined}
            defaultValue={controlled ? undefined : (defaultValue ?? '')}
            onChange={(event) => {
              if (fieldProps.readOnly) return
              const next = event.currentTarget.value
              const item = items.find((candidate) => candidate.value === next) ?? null
              onValueChange?.({ value: item ? next : null, item })
            }}
            {...selectProps}
          >
            {emptyOption}
            {items.map((item) => (
              <option key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </option>
            ))}
          </NativeSelectElement>
          <span className={styles.indicator} aria-hidden="true">
            <SelectChevronIcon />
          </span>
        </div>
      </NativeField>
    )
  },
)

/** The `<select>`, with its field's id and states, described by helper and error text. */
const NativeSelectElement = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<'select'>>(
  function NativeSelectElement(props, ref) {
    // A select has no read-only state of its own: the field's `data-readonly` styles it and
    // the change handler ignores a pick.
    const { readOnly: _readOnly, ...control } = useNativeFieldControl('select')
    return <select {...control} {...props} ref={ref} />
  },
)
