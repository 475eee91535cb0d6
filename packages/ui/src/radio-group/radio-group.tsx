import { forwardRef, type ReactNode } from 'react'
import * as RadioGroupParts from './radio-group-namespace.js'
import type { RadioGroupItem as Item, RadioGroupValueChangeDetails } from './radio-group-types.js'

interface RadioGroupOwnProps {
  /**
   * The group's visible label; it names the radio group. Leave it out only when a heading
   * already on the page names the group through `aria-labelledby`.
   */
  label?: ReactNode
  /** The choices, in order. */
  items: Item[]
  /**
   * The selected value, when controlled (`null` for none); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string | null
  /**
   * The selected value on first render, when uncontrolled.
   * @default null
   */
  defaultValue?: string | null
  /**
   * Called with `{ value }` when the shopper selects a radio.
   * @default undefined
   */
  onValueChange?: (details: RadioGroupValueChangeDetails) => void
  /**
   * `vertical`: one radio per line. `horizontal`: radios side by side, wrapping.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical'
  /**
   * The message shown under the radios while `invalid`; read with each radio.
   * @default undefined
   */
  errorText?: ReactNode
  /**
   * Marks the choice as wrong: shows `errorText` and the danger outline.
   * @default false
   */
  invalid?: boolean
  /**
   * Form field name of the radios.
   * @default undefined
   */
  name?: string
  /**
   * Every radio is disabled.
   * @default false
   */
  disabled?: boolean
  /**
   * A radio must be selected to submit the form.
   * @default false
   */
  required?: boolean
  /**
   * Id of the group; the parts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the group's root.
   * @default undefined
   */
  className?: string
}

/** A group named by its own `label`, or by a heading of the page (`aria-labelledby`). */
export interface RadioGroupProps
  extends RadioGroupOwnProps,
    Omit<RadioGroupParts.RootProps, 'children' | keyof RadioGroupOwnProps> {}

/**
 * Plain radios from an `items` array, built on the `RadioGroup.*` parts (WAI-ARIA radio
 * group): Tab enters on the checked or first radio, arrow keys move and select, disabled
 * radios are skipped. Other props (`data-*`, `aria-*`, handlers, `className`) reach the
 * `radiogroup` element, as does the ref.
 */
const RadioGroupFromProps = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, items, errorText, invalid = false, ...rest },
  ref,
) {
  return (
    <RadioGroupParts.Root ref={ref} {...rest} invalid={invalid}>
      {label === undefined ? null : <RadioGroupParts.Label>{label}</RadioGroupParts.Label>}
      <RadioGroupParts.Items>
        {items.map(({ value, label: text, description, disabled = false }) => (
          <RadioGroupParts.Item key={value} value={value} disabled={disabled}>
            <RadioGroupParts.ItemControl />
            <RadioGroupParts.ItemBody>
              <RadioGroupParts.ItemText>{text}</RadioGroupParts.ItemText>
              {description === undefined ? null : (
                <RadioGroupParts.ItemDescription>{description}</RadioGroupParts.ItemDescription>
              )}
            </RadioGroupParts.ItemBody>
            <RadioGroupParts.ItemHiddenInput />
          </RadioGroupParts.Item>
        ))}
      </RadioGroupParts.Items>
      {invalid && errorText !== undefined ? (
        <RadioGroupParts.ErrorText>{errorText}</RadioGroupParts.ErrorText>
      ) : null}
    </RadioGroupParts.Root>
  )
})

/**
 * `<RadioGroup label=… items={…} />` from props, and its parts: `RadioGroup.Root` around
 * `Label`, `Items` (one `Item` per radio: `ItemControl`, `ItemBody` with `ItemText` and
 * `ItemDescription`, `ItemHiddenInput`) and `ErrorText`.
 */
export const RadioGroup = Object.assign(RadioGroupFromProps, RadioGroupParts)
