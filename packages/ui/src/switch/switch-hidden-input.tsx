import { forwardRef, type MouseEvent } from 'react'
import { clearPointerFocus, onInputFocus } from './pointer-focus.js'
import type { SwitchProps } from './switch.js'

/** The switch's props that the input itself takes. */
type InputProps = Pick<
  SwitchProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'disabled' | 'readOnly' | 'name' | 'value'
>

export interface SwitchHiddenInputProps extends InputProps {
  id: string
  /** Id of the text that names the switch. */
  labelledBy: string
  /** Ids of the description and, while invalid, the error text. */
  describedBy: string | undefined
  invalid: boolean
  className: string
}

/**
 * React's change event of a checkbox comes from the same click, after the click handler,
 * even when that handler cancels it: the click handler alone reports a flip, and this one
 * only tells React the checkbox is meant to change.
 */
const reportedOnClick = () => {}

/**
 * The native checkbox that takes focus, exposed as a `switch` (on/off rather than
 * checked/unchecked) and described by the description and error text. The browser keeps
 * its state: Space and a click on the label flip it, and the styles read `:checked`,
 * `:disabled` and `:focus-visible`. Controlled when `checked` is given.
 */
export const SwitchHiddenInput = forwardRef<HTMLInputElement, SwitchHiddenInputProps>(
  function SwitchHiddenInput(
    {
      labelledBy,
      describedBy,
      checked,
      defaultChecked,
      onCheckedChange,
      invalid,
      readOnly = false,
      ...props
    },
    ref,
  ) {
    const onClick = (event: MouseEvent<HTMLInputElement>) => {
      // Read-only: focusable, but the browser puts a cancelled click's checkbox back.
      if (readOnly) {
        event.preventDefault()
        return
      }
      onCheckedChange?.({ checked: event.currentTarget.checked })
    }
    return (
      <input
        {...props}
        ref={ref}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is its on/off state; ARIA in HTML says not to add `aria-checked` to it.
        role="switch"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-readonly={readOnly || undefined}
        checked={checked}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        onClick={onClick}
        onChange={reportedOnClick}
        onFocus={onInputFocus}
        onBlur={clearPointerFocus}
        onKeyDown={clearPointerFocus}
      />
    )
  },
)
