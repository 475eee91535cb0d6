import {
  canadianRegionCodes,
  canadianRegions,
  isCanadianRegion,
  type PostalAddress,
  usRegionCodes,
  usRegions,
  WALLET_LIMITS,
} from '@aisle/api'
import {
  type BillingAddressValues,
  type BillingChoice,
  billingAddressErrors,
  billingValuesOf,
  keepBillingPostalCode,
  type useBillingAddresses,
  walletText,
} from '@aisle/flows'
import { Alert, Button, NativeSelect, RadioGroup, Spinner, Stack, TextField } from '@aisle/ui'
import { useState } from 'react'

type Billing = ReturnType<typeof useBillingAddresses>

const oneLine = (a: PostalAddress) =>
  [a.unit, a.street, `${a.locality}, ${a.region} ${a.postalCode}`].filter(Boolean).join(', ')

/** ADDRESS_LIST: radio selection, Edit per address, 'Add new address' (§2 "Billing address screens"). */
export function AddressListScreen({
  billing,
  selectedId,
  onPick,
  onEdit,
}: {
  billing: Billing
  selectedId: string | undefined
  onPick: (choice: BillingChoice) => void
  onEdit: (choice: BillingChoice | undefined) => void
}) {
  const { load } = billing
  if (load.status === 'loading') return <Spinner label="Loading" />
  return (
    <Stack gap="4">
      {load.status === 'retry' ? (
        <Alert
          tone="warning"
          description={load.message}
          actionLabel={walletText.retry}
          onAction={billing.retry}
        />
      ) : null}
      {load.status === 'error' ? <Alert tone="danger" description={load.message} /> : null}
      {billing.choices.length === 0 ? null : (
        <RadioGroup
          label="Billing Address"
          value={selectedId ?? null}
          onValueChange={({ value }) => {
            const choice = billing.choices.find((c) => c.id === value)
            if (choice) onPick(choice)
          }}
          items={billing.choices.map((choice) => ({
            value: choice.id,
            label: oneLine(choice.address),
          }))}
        />
      )}
      {billing.choices.map((choice) => (
        <Button
          key={choice.id}
          variant="plain"
          size="sm"
          aria-label={`${walletText.edit} ${oneLine(choice.address)}`}
          onClick={() => onEdit(choice)}
        >
          {`${walletText.edit}: ${choice.address.street}`}
        </Button>
      ))}
      <Button variant="secondary" onClick={() => onEdit(undefined)}>
        {walletText.addNewAddress}
      </Button>
    </Stack>
  )
}

const regionItems = [
  ...usRegionCodes.map((code) => ({ value: code, label: `${code} - ${usRegions[code]}` })),
  ...canadianRegionCodes.map((code) => ({
    value: code,
    label: `${code} - ${canadianRegions[code]}`,
  })),
]

/** UPDATE_ADDRESS: 'Add Billing Address' or 'Edit Billing Address' (§2, §5 "Address"). */
export function AddressFormScreen({
  billing,
  choice,
  onSaved,
}: {
  billing: Billing
  choice: BillingChoice | undefined
  onSaved: (values: BillingAddressValues) => void
}) {
  const [values, setValues] = useState<BillingAddressValues>(() => billingValuesOf(choice?.address))
  const [errors, setErrors] = useState<Partial<Record<keyof BillingAddressValues, string>>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle')
  const set = (change: Partial<BillingAddressValues>) => setValues((v) => ({ ...v, ...change }))
  const submit = async () => {
    const next = billingAddressErrors(values)
    setErrors(next)
    setFormError(undefined)
    if (Object.keys(next).length > 0) return
    setState('saving')
    const result = await billing.save(values, choice?.fromCard ? undefined : choice?.id)
    if (!result.ok) {
      setState('idle')
      setFormError(result.message)
      return
    }
    setState('saved')
    onSaved(values)
  }
  const busy = state === 'saving'
  /** What every field shows of itself while the form is in use: its message, its state. */
  const shown = (field: keyof BillingAddressValues, required = true) => ({
    ...(required ? { required } : {}),
    disabled: busy,
    invalid: !!errors[field],
    errorText: errors[field],
  })
  /** A text field's props: the above, its label, its limit and its value as typed. */
  const text = (
    field: 'street' | 'unit' | 'city',
    label: string,
    maxLength: number,
    required = true,
  ) => ({
    ...shown(field, required),
    label,
    maxLength,
    value: values[field] ?? '',
    onValueChange: ({ value }: { value: string }) => set({ [field]: value }),
  })
  return (
    <Stack gap="4" asChild>
      <form
        noValidate
        aria-label={choice ? walletText.titleEditBillingAddress : walletText.titleAddBillingAddress}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {formError ? <Alert tone="danger" description={formError} /> : null}
        <TextField
          {...text('street', walletText.addressLabel, WALLET_LIMITS.billingStreetInput)}
          autoComplete="address-line1"
        />
        <TextField
          {...text('unit', walletText.unitLabel, WALLET_LIMITS.billingUnitInput, false)}
          autoComplete="address-line2"
        />
        <TextField
          {...text('city', walletText.cityLabel, WALLET_LIMITS.billingCityInput)}
          autoComplete="address-level2"
        />
        <NativeSelect
          {...shown('state')}
          label={walletText.stateLabel}
          autoComplete="address-level1"
          items={regionItems}
          value={values.state || null}
          onValueChange={({ value }) => set({ state: value ?? '' })}
        />
        <TextField
          {...shown('postalCode')}
          label={walletText.postalCodeLabel}
          value={values.postalCode}
          inputMode={isCanadianRegion(values.state) ? 'text' : 'numeric'}
          maxLength={WALLET_LIMITS.postalCodeInput}
          autoComplete="postal-code"
          onValueChange={({ value }) => set({ postalCode: keepBillingPostalCode(value) })}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {state === 'saving'
            ? walletText.saving
            : state === 'saved'
              ? walletText.saveChanges
              : walletText.saveAddress}
        </Button>
      </form>
    </Stack>
  )
}
