import { Portal } from '@ark-ui/react/portal'
import { forwardRef } from 'react'
import { Field, type FieldBaseProps, splitFieldProps } from '../field/field.js'
import * as SelectParts from './select-namespace.js'
import type { SelectItem, SelectValueChangeDetails } from './select-types.js'

export type { SelectItem, SelectValueChangeDetails }

interface SelectOwnProps extends FieldBaseProps {
  /** The options, in the order shown. Long lists scroll inside the list box. */
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
   * Text shown in the trigger while nothing is chosen.
   * @default undefined
   */
  placeholder?: string
  /**
   * Form field name, submitted through a hidden native select.
   * @default undefined
   */
  name?: string
  /**
   * Autofill token for the hidden native select, e.g. `address-level1`.
   * @default undefined
   */
  autoComplete?: string
}

export interface SelectProps
  extends SelectOwnProps,
    Omit<SelectParts.RootProps, 'children' | keyof SelectOwnProps> {}

/**
 * A data-driven select, built on the `Select.*` parts in a `Field`: a select-only combobox
 * (WAI-ARIA APG) with a list box in a portal. `className` styles the field's root; other
 * props (`data-*`, `aria-*`, handlers) reach `Select.Root`'s element. The ref reaches the
 * trigger button.
 */
const SelectFromProps = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const [fieldProps, { items, placeholder, ...rest }] = splitFieldProps(props)
  return (
    <Field {...fieldProps}>
      <SelectParts.Root items={items} {...rest}>
        <SelectParts.Control>
          <SelectParts.Trigger ref={ref}>
            <SelectParts.ValueText placeholder={placeholder} />
            <SelectParts.Indicator />
          </SelectParts.Trigger>
        </SelectParts.Control>
        <Portal>
          <SelectParts.Positioner>
            <SelectParts.Content>
              {items.map((item) => (
                <SelectParts.Item key={item.value} item={item}>
                  <SelectParts.ItemText>{item.label}</SelectParts.ItemText>
                  <SelectParts.ItemIndicator />
                </SelectParts.Item>
              ))}
            </SelectParts.Content>
          </SelectParts.Positioner>
        </Portal>
        <SelectParts.HiddenSelect />
      </SelectParts.Root>
    </Field>
  )
})

/**
 * `<Select label=… items={…} />` from props, and its parts: in a `Field`, `Select.Root`
 * (`items`) around `Select.Control` > `Select.Trigger` (`ValueText`, `Indicator`), in a
 * `Portal` `Select.Positioner` > `Select.Content` > `Select.Item`s (`ItemText`,
 * `ItemIndicator`), and `Select.HiddenSelect`.
 */
export const Select = Object.assign(SelectFromProps, SelectParts)
