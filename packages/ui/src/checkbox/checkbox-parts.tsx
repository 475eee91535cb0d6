import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { Field as ArkField } from '@ark-ui/react/field'
import { type ComponentProps, forwardRef, type ReactNode } from 'react'
import { CheckboxCheckIcon, CheckboxDashIcon } from './checkbox-icons.js'
import { withContext, withProvider } from './checkbox-style-context.js'

/**
 * The checkbox with its texts: `Checkbox.Root`, then `Checkbox.Description` and
 * `Checkbox.ErrorText`, wired to the native checkbox by id. Holds `invalid`, `disabled`,
 * `readOnly`, `required` and the `id` the parts derive theirs from.
 */
export const CheckboxField = withProvider(ArkField.Root, 'field')
export type CheckboxFieldProps = ComponentProps<typeof CheckboxField>

/**
 * The checkbox (a `<label>`, its hit area): holds `checked`, `defaultChecked`,
 * `onCheckedChange`, `name` and `value`, around `Control`, `Label` and `HiddenInput`.
 */
export const CheckboxRoot = withProvider(ArkCheckbox.Root, 'root')
export type CheckboxRootProps = ComponentProps<typeof CheckboxRoot>

/** The box drawn beside the label, around its `Checkbox.Indicator`s. */
export const CheckboxControl = withContext(ArkCheckbox.Control, 'control')
export type CheckboxControlProps = ComponentProps<typeof CheckboxControl>

const ArkIndicator = withContext(ArkCheckbox.Indicator, 'indicator')

export interface CheckboxIndicatorProps extends ComponentProps<typeof ArkIndicator> {
  /** Shown while indeterminate rather than while checked. @default false */
  indeterminate?: boolean | undefined
  /** The mark. @default a tick, or a dash when `indeterminate` */
  children?: ReactNode
}

/** The tick shown while checked, or with `indeterminate` the dash. */
export const CheckboxIndicator = forwardRef<HTMLDivElement, CheckboxIndicatorProps>(
  function CheckboxIndicator({ indeterminate = false, children, ...rest }, ref) {
    return (
      <ArkIndicator ref={ref} indeterminate={indeterminate} {...rest}>
        {children ?? (indeterminate ? <CheckboxDashIcon /> : <CheckboxCheckIcon />)}
      </ArkIndicator>
    )
  },
)

/** The visible label beside the box; it names the checkbox. */
export const CheckboxLabel = withContext(ArkCheckbox.Label, 'label')
export type CheckboxLabelProps = ComponentProps<typeof CheckboxLabel>

/** Text under the label, read with the checkbox (`aria-describedby`). */
export const CheckboxDescription = withContext(ArkField.HelperText, 'description')
export type CheckboxDescriptionProps = ComponentProps<typeof CheckboxDescription>

/** The message shown while the field is `invalid`; read with the checkbox. */
export const CheckboxErrorText = withContext(ArkField.ErrorText, 'errorText')
export type CheckboxErrorTextProps = ComponentProps<typeof CheckboxErrorText>

export { CheckboxHiddenInput } from './checkbox-hidden-input.js'
export type CheckboxHiddenInputProps = ArkCheckbox.HiddenInputProps
