import { Field as ArkField } from '@ark-ui/react/field'
import { Switch as ArkSwitch, type SwitchCheckedChangeDetails } from '@ark-ui/react/switch'
import { forwardRef, type ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { switchRecipe } from '#styled-system/recipes'
import { SwitchHiddenInput } from './switch-hidden-input.js'

export interface SwitchProps {
  /** The visible label beside the track; it names the switch. */
  label: ReactNode
  /**
   * Text under the label, read with the switch (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode
  /**
   * The message shown under the label while `invalid`; read with the switch.
   * @default undefined
   */
  errorText?: ReactNode
  /**
   * Whether the switch is on, when controlled; pair it with `onCheckedChange`.
   * @default undefined
   */
  checked?: boolean
  /**
   * Whether the switch is on at first, when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean
  /**
   * Called with `{ checked }` when the shopper flips the switch.
   * @default undefined
   */
  onCheckedChange?: (details: SwitchCheckedChangeDetails) => void
  /**
   * Marks the setting as wrong: shows `errorText`, the danger outline and `aria-invalid`.
   * @default false
   */
  invalid?: boolean
  /**
   * The switch cannot be used or focused.
   * @default false
   */
  disabled?: boolean
  /**
   * The switch is focusable but cannot be flipped.
   * @default false
   */
  readOnly?: boolean
  /**
   * Form field name.
   * @default undefined
   */
  name?: string
  /**
   * Value submitted with the form while on.
   * @default 'on'
   */
  value?: string
  /**
   * Id of the native input; the label and texts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the outer wrapper.
   * @default undefined
   */
  className?: string
}

/**
 * An on/off switch on Ark Switch (WAI-ARIA switch): a native checkbox with
 * `role="switch"`, so Tab reaches it and Space flips it; the label is the hit area.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    description,
    errorText,
    checked,
    defaultChecked,
    onCheckedChange,
    invalid = false,
    disabled = false,
    readOnly = false,
    name,
    value,
    id,
    className,
  },
  ref,
) {
  const styles = switchRecipe()
  return (
    <ArkField.Root
      id={id}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(styles.field, className)}
    >
      <ArkSwitch.Root
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        value={value}
        className={styles.root}
      >
        <ArkSwitch.Control className={styles.control}>
          <ArkSwitch.Thumb className={styles.thumb} />
        </ArkSwitch.Control>
        <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
        <SwitchHiddenInput ref={ref} />
      </ArkSwitch.Root>
      {description === undefined ? null : (
        <ArkField.HelperText className={styles.description}>{description}</ArkField.HelperText>
      )}
      {errorText === undefined ? null : (
        <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
      )}
    </ArkField.Root>
  )
})
