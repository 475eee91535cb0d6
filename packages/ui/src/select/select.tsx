import { Portal } from '@ark-ui/react/portal'
import {
  Select as ArkSelect,
  type SelectValueChangeDetails as ArkValueChangeDetails,
  createListCollection,
} from '@ark-ui/react/select'
import { forwardRef, useMemo, useRef } from 'react'
import { select } from '#styled-system/recipes'
import { Field, type FieldBaseProps } from '../field/field.js'
import { SelectCheckIcon, SelectChevronIcon } from './select-icons.js'
import { SelectTrigger } from './select-trigger.js'
import { useSelectBannerScope } from './use-select-banner-scope.js'

/** One option of a `Select`. */
export interface SelectItem {
  /** Text shown for the option; also used for type-ahead. */
  label: string
  /** Value reported by `onValueChange` and submitted with the form. */
  value: string
  /**
   * The option is shown but cannot be chosen.
   * @default false
   */
  disabled?: boolean
}

/** Detail passed to `onValueChange`. */
export interface SelectValueChangeDetails {
  /** The chosen value, or `null` when none is chosen. */
  value: string | null
  /** The chosen option, or `null`. */
  item: SelectItem | null
}

export interface SelectProps extends FieldBaseProps {
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

const toArkValue = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? [] : [value]

/**
 * A data-driven select on Ark Select: a select-only combobox (WAI-ARIA APG) with a
 * list box in a portal. The ref reaches the trigger button.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { items, value, defaultValue, onValueChange, placeholder, name, autoComplete, ...fieldProps },
  ref,
) {
  const styles = select()
  const rootRef = useRef<HTMLDivElement>(null)
  const bannerScope = useSelectBannerScope(rootRef)
  const collection = useMemo(() => createListCollection<SelectItem>({ items }), [items])
  const handleValueChange = (details: ArkValueChangeDetails<SelectItem>) =>
    onValueChange?.({ value: details.value[0] ?? null, item: details.items[0] ?? null })

  return (
    <Field {...fieldProps}>
      <ArkSelect.Root
        ref={rootRef}
        collection={collection}
        value={toArkValue(value)}
        defaultValue={toArkValue(defaultValue)}
        onValueChange={handleValueChange}
        name={name}
        autoComplete={autoComplete}
        positioning={{ sameWidth: true }}
        lazyMount
        unmountOnExit
        className={styles.root}
      >
        <ArkSelect.Control className={styles.control}>
          <SelectTrigger ref={ref} className={styles.trigger}>
            <ArkSelect.ValueText placeholder={placeholder} className={styles.valueText} />
            <ArkSelect.Indicator className={styles.indicator}>
              <SelectChevronIcon />
            </ArkSelect.Indicator>
          </SelectTrigger>
        </ArkSelect.Control>
        <Portal>
          <ArkSelect.Positioner ref={bannerScope} className={styles.positioner}>
            <ArkSelect.Content className={styles.content}>
              {collection.items.map((item) => (
                <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                  <ArkSelect.ItemText className={styles.itemText}>{item.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                    <SelectCheckIcon />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
        <ArkSelect.HiddenSelect />
      </ArkSelect.Root>
    </Field>
  )
})
