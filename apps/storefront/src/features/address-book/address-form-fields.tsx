import type { AddressFormValues } from '@aisle/api'
import {
  type AddressFormErrors,
  addressFieldMaxLength,
  addressFormText,
  normalizePostalCode,
  stateOptions,
} from '@aisle/flows'
import { Checkbox, Columns, NativeSelect, Stack, TextField } from '@aisle/ui'
import type { ReactNode } from 'react'

const toItems = (includeProvinces: boolean) =>
  stateOptions({ includeProvinces }).map(({ value, label }) => ({ value, label }))
const ALL_STATES = toItems(true)
const US_STATES = toItems(false)

/** The fields the form shows: every value but the id. */
type ShownField = Exclude<keyof AddressFormValues, 'addressId'>
type SetField = <F extends ShownField>(field: F, value: AddressFormValues[F]) => void
/** The fields typed as text. */
type TextFieldName = 'addressLine1' | 'addressLine2' | 'city' | 'zipCode'

export interface AddressFormFieldsProps {
  values: AddressFormValues
  /** The messages to show (after a submit). */
  errors: AddressFormErrors
  /** A field the shopper changed. */
  onFieldChange: SetField
  /** The postal code normalised when its field is left. @default onFieldChange */
  onNormalize?: SetField
  /**
   * States and provinces, or the US list alone: the selector's delivery form leaves the
   * provinces out (account-area.md §5). @default true
   */
  includeProvinces?: boolean
  /** City, state and postal code side by side when there is room, or one under another. @default 'columns' */
  layout?: 'columns' | 'stacked'
}

/**
 * The one address form of the storefront (account-area.md §5; shopping-method-selector.md
 * §5 "Address"), in the address book and inside the selector: the limits, required
 * marks and messages all come from the flows.
 */
export function AddressFormFields({
  values,
  errors,
  onFieldChange,
  onNormalize = onFieldChange,
  includeProvinces = true,
  layout = 'columns',
}: AddressFormFieldsProps) {
  /** What every field shows of itself: its label, its required mark, its message. */
  const shown = (field: TextFieldName | 'state', label: string, required = true) => ({
    label,
    ...(required ? { required } : {}),
    invalid: errors[field] !== undefined,
    errorText: errors[field],
  })
  /** A text field's props: the above, its limit and its value as typed. */
  const text = (field: TextFieldName, label: string, required = true) => ({
    ...shown(field, label, required),
    maxLength: addressFieldMaxLength[field],
    value: values[field] ?? '',
    onValueChange: ({ value }: { value: string }) => onFieldChange(field, value),
  })
  const place: ReactNode[] = [
    <TextField
      key="city"
      {...text('city', addressFormText.cityLabel)}
      autoComplete="address-level2"
    />,
    <NativeSelect
      key="state"
      {...shown('state', addressFormText.stateLabel)}
      autoComplete="address-level1"
      items={includeProvinces ? ALL_STATES : US_STATES}
      value={values.state === '' ? null : values.state}
      onValueChange={({ value }) => onFieldChange('state', value ?? '')}
    />,
    <TextField
      key="zipCode"
      {...text('zipCode', addressFormText.postalCodeLabel)}
      autoComplete="postal-code"
      onBlur={() => onNormalize('zipCode', normalizePostalCode(values.zipCode))}
    />,
  ]
  return (
    <Stack gap="4">
      <TextField
        {...text('addressLine1', addressFormText.streetLabel)}
        autoComplete="address-line1"
      />
      <TextField
        {...text('addressLine2', addressFormText.unitLabel, false)}
        autoComplete="address-line2"
      />
      {layout === 'columns' ? <Columns count="3">{place}</Columns> : place}
      <Checkbox
        label={addressFormText.mailingLabel}
        checked={values.isHome}
        onCheckedChange={({ checked }) => onFieldChange('isHome', checked === true)}
      />
    </Stack>
  )
}
