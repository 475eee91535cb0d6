import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { forwardRef, type ReactNode, useId } from 'react'
import { cx } from '#styled-system/css'
import { radioGroup } from '#styled-system/recipes'
import { RadioGroupItem } from './radio-group-item.js'
import type { RadioGroupItem as Item, RadioGroupValueChangeDetails } from './radio-group-types.js'

export interface RadioGroupProps {
  /** The group's visible label; it names the radio group. */
  label: ReactNode
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

/**
 * Plain radios on Ark RadioGroup (WAI-ARIA radio group): Tab enters on the checked or
 * first radio, arrow keys move and select (skipping disabled ones), Space selects.
 * The ref reaches the `radiogroup` element.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    items,
    value,
    defaultValue,
    onValueChange,
    orientation = 'vertical',
    errorText,
    invalid = false,
    name,
    disabled = false,
    required = false,
    id,
    className,
  },
  ref,
) {
  const classes = radioGroup({ orientation })
  // Ark derives the radios' shared name from the id: an explicit undefined would drop it.
  const generatedId = useId()
  const rootId = id ?? generatedId
  const errorTextId = `${rootId}-error-text`
  const showError = invalid && errorText !== undefined
  return (
    <ArkRadioGroup.Root
      ref={ref}
      id={rootId}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      orientation={orientation}
      name={name}
      disabled={disabled}
      invalid={invalid}
      required={required}
      className={cx(classes.root, className)}
    >
      <ArkRadioGroup.Label className={classes.label}>{label}</ArkRadioGroup.Label>
      <div className={classes.items}>
        {items.map((item) => (
          <RadioGroupItem
            key={item.value}
            item={item}
            classes={classes}
            errorTextId={showError ? errorTextId : undefined}
          />
        ))}
      </div>
      {showError ? (
        <p id={errorTextId} className={classes.errorText} aria-live="polite">
          {errorText}
        </p>
      ) : null}
    </ArkRadioGroup.Root>
  )
})
