import { forwardRef, type ReactNode, useId } from 'react'
import { cx } from '#styled-system/css'
import { switchRecipe } from '#styled-system/recipes'
import { onLabelPointerDown } from './pointer-focus.js'
import { SwitchHiddenInput } from './switch-hidden-input.js'

/** What `onCheckedChange` is called with. */
export interface SwitchCheckedChangeDetails {
  /** Whether the switch is now on. */
  checked: boolean
}

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
 * An on/off switch (WAI-ARIA switch): a native checkbox with `role="switch"` inside its
 * label, so Tab reaches it, Space flips it and the label is the hit area. No state machine:
 * the checkbox keeps the state and the styles read it, so a flip renders only when
 * controlled, and a hover or a focus renders nothing.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, description, errorText, invalid = false, id, className, ...input },
  ref,
) {
  const ownId = useId()
  const inputId = id ?? ownId
  // The ids Ark's field gave the parts, so pages and tests that point at them still can.
  const ids = {
    field: `field::${inputId}`,
    label: `field::${inputId}::label`,
    description: `field::${inputId}::helper-text`,
    errorText: `field::${inputId}::error-text`,
  }
  const showsError = invalid && errorText !== undefined
  const describedBy =
    [description === undefined ? '' : ids.description, showsError ? ids.errorText : '']
      .filter(Boolean)
      .join(' ') || undefined
  const styles = switchRecipe()
  return (
    <div id={ids.field} className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.root} onPointerDown={onLabelPointerDown}>
        <span aria-hidden="true" className={styles.control}>
          <span className={styles.thumb} />
        </span>
        <span id={ids.label} className={styles.label}>
          {label}
        </span>
        <SwitchHiddenInput
          {...input}
          ref={ref}
          id={inputId}
          labelledBy={ids.label}
          describedBy={describedBy}
          invalid={invalid}
          className={styles.input}
        />
      </label>
      {description === undefined ? null : (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      {showsError ? (
        // Announced when it appears, as Ark's field error text was.
        <span id={ids.errorText} aria-live="polite" className={styles.errorText}>
          {errorText}
        </span>
      ) : null}
    </div>
  )
})
