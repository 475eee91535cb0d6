import {
  type AddressSave,
  addressFieldMaxLength,
  addressFormText,
  normalizePostalCode,
  stateOptions,
} from '@aisle/flows'
import { Checkbox, Columns, NativeSelect, Stack, TextField } from '@aisle/ui'

const STATE_ITEMS = stateOptions().map(({ value, label }) => ({ value, label }))

// Layout only: the fields stacked, city/state/postal code side by side when there is room.

/**
 * The address form's fields (account-area.md §5), bound to `useAddressSave`: the limits,
 * required marks and messages all come from the flow; errors show after a submit.
 */
export function AddressFormFields({ save }: { save: AddressSave }) {
  const errors = save.state.step === 'editing' ? save.state.errors : {}
  const { values } = save
  return (
    <Stack gap="4">
      <TextField
        label={addressFormText.streetLabel}
        required
        autoComplete="address-line1"
        maxLength={addressFieldMaxLength.addressLine1}
        value={values.addressLine1}
        onValueChange={({ value }) => save.setField('addressLine1', value)}
        invalid={errors.addressLine1 !== undefined}
        errorText={errors.addressLine1}
      />
      <TextField
        label={addressFormText.unitLabel}
        autoComplete="address-line2"
        maxLength={addressFieldMaxLength.addressLine2}
        value={values.addressLine2 ?? ''}
        onValueChange={({ value }) => save.setField('addressLine2', value)}
        invalid={errors.addressLine2 !== undefined}
        errorText={errors.addressLine2}
      />
      <Columns count="3">
        <TextField
          label={addressFormText.cityLabel}
          required
          autoComplete="address-level2"
          maxLength={addressFieldMaxLength.city}
          value={values.city}
          onValueChange={({ value }) => save.setField('city', value)}
          invalid={errors.city !== undefined}
          errorText={errors.city}
        />
        <NativeSelect
          label={addressFormText.stateLabel}
          required
          autoComplete="address-level1"
          items={STATE_ITEMS}
          value={values.state === '' ? null : values.state}
          onValueChange={({ value }) => save.setField('state', value ?? '')}
          invalid={errors.state !== undefined}
          errorText={errors.state}
        />
        <TextField
          label={addressFormText.postalCodeLabel}
          required
          autoComplete="postal-code"
          maxLength={addressFieldMaxLength.zipCode}
          value={values.zipCode}
          onValueChange={({ value }) => save.setField('zipCode', value)}
          onBlur={() => save.setField('zipCode', normalizePostalCode(values.zipCode))}
          invalid={errors.zipCode !== undefined}
          errorText={errors.zipCode}
        />
      </Columns>
      <Checkbox
        label={addressFormText.mailingLabel}
        checked={values.isHome}
        onCheckedChange={({ checked }) => save.setField('isHome', checked === true)}
      />
    </Stack>
  )
}
