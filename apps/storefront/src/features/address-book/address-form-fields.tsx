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
  const place: ReactNode[] = [
    <TextField
      key="city"
      label={addressFormText.cityLabel}
      required
      autoComplete="address-level2"
      maxLength={addressFieldMaxLength.city}
      value={values.city}
      onValueChange={({ value }) => onFieldChange('city', value)}
      invalid={errors.city !== undefined}
      errorText={errors.city}
    />,
    <NativeSelect
      key="state"
      label={addressFormText.stateLabel}
      required
      autoComplete="address-level1"
      items={includeProvinces ? ALL_STATES : US_STATES}
      value={values.state === '' ? null : values.state}
      onValueChange={({ value }) => onFieldChange('state', value ?? '')}
      invalid={errors.state !== undefined}
      errorText={errors.state}
    />,
    <TextField
      key="zipCode"
      label={addressFormText.postalCodeLabel}
      required
      autoComplete="postal-code"
      maxLength={addressFieldMaxLength.zipCode}
      value={values.zipCode}
      onValueChange={({ value }) => onFieldChange('zipCode', value)}
      onBlur={() => onNormalize('zipCode', normalizePostalCode(values.zipCode))}
      invalid={errors.zipCode !== undefined}
      errorText={errors.zipCode}
    />,
  ]
  return (
    <Stack gap="4">
      <TextField
        label={addressFormText.streetLabel}
        required
        autoComplete="address-line1"
        maxLength={addressFieldMaxLength.addressLine1}
        value={values.addressLine1}
        onValueChange={({ value }) => onFieldChange('addressLine1', value)}
        invalid={errors.addressLine1 !== undefined}
        errorText={errors.addressLine1}
      />
      <TextField
        label={addressFormText.unitLabel}
        autoComplete="address-line2"
        maxLength={addressFieldMaxLength.addressLine2}
        value={values.addressLine2 ?? ''}
        onValueChange={({ value }) => onFieldChange('addressLine2', value)}
        invalid={errors.addressLine2 !== undefined}
        errorText={errors.addressLine2}
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
