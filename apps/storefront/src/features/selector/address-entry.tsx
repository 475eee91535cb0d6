import { type Address, addressToForm } from '@aisle/api'
import {
  addressCardLines,
  selectorDeliveryOwnText,
  selectorDeliveryText,
  useSelectorAddressEntry,
} from '@aisle/flows'
import { AddressCard, Alert, Button, CardRow, Inline, Stack } from '@aisle/ui'
import { useEffect, useId, useRef } from 'react'
import { useApiClient } from '../../api-client'
import { AddressFormFields } from '../address-book/address-form-fields'

export interface AddressEntryProps {
  /** The address edited; undefined adds one. */
  address: Address | undefined
  /**
   * The saved address goes on to the eligibility check (§4 step 6); false (turned
   * down) reopens the form on the saved entry.
   */
  onSaved: (address: Address) => Promise<boolean>
  /** Why the saved address was turned down for delivery (§5, §8); cleared on an edit. */
  error?: string | undefined
  /** The shopper edits the form or goes back to it: the old error is cleared. */
  onEdited?: () => void
  level: 2 | 3
}

/**
 * The two-step address flow inside the selector (shopping-method-selector.md §4
 * "Address flow"): the entry form, then the confirmation with the 'Suggested Address'
 * card and the code -1 message.
 */
export function AddressEntry({ address, onSaved, error, onEdited, level }: AddressEntryProps) {
  const client = useApiClient()
  const entry = useSelectorAddressEntry(client, {
    initialValues: addressToForm(address),
    onSaved,
  })
  const { state } = entry
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const confirmRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const errors = state.step === 'ADDRESS_VALIDATION' ? state.errors : {}
  const setField: typeof entry.setField = (field, value) => {
    onEdited?.()
    entry.setField(field, value)
  }

  useEffect(() => {
    if (state.step === 'ADDRESS_CONFIRMATION') confirmRef.current?.focus()
  }, [state.step])
  // A turned-down address (or a failed save) returns to the form: focus its message.
  useEffect(() => {
    if (!entry.busy && (error !== undefined || state.step === 'failed')) errorRef.current?.focus()
  }, [entry.busy, error, state.step])
  useEffect(() => {
    if (Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [errors])

  if (state.step === 'ADDRESS_CONFIRMATION') {
    const shown = state.suggested ?? state.address
    const { title, detail } = addressCardLines(shown)
    return (
      <Stack gap="4" asChild>
        <section aria-labelledby={headingId}>
          <Heading id={headingId} ref={confirmRef} tabIndex={-1}>
            {selectorDeliveryText.confirmAddress}
          </Heading>
          <Alert tone={state.suggested ? 'info' : 'warning'} description={state.message} />
          <CardRow.Root aria-labelledby={headingId}>
            <AddressCard
              title={state.suggested ? selectorDeliveryText.suggestedAddress : title}
              lines={state.suggested ? [title, detail] : [detail]}
              headingLevel={level === 2 ? 3 : 4}
            />
          </CardRow.Root>
          <Inline>
            <Button
              variant="secondary"
              onClick={() => {
                onEdited?.()
                entry.edit()
              }}
            >
              {selectorDeliveryText.editAddress}
            </Button>
            <Button onClick={entry.confirm}>{selectorDeliveryText.confirmAddress}</Button>
          </Inline>
        </section>
      </Stack>
    )
  }

  const values = entry.state.values
  return (
    <Stack gap="4" asChild>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        aria-busy={entry.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          entry.submit()
        }}
      >
        <Heading id={headingId}>
          {address ? selectorDeliveryText.editAddress : selectorDeliveryText.addNewAddress}
        </Heading>
        {state.step === 'failed' || (error !== undefined && !entry.busy) ? (
          <div ref={errorRef} tabIndex={-1}>
            <Alert tone="danger" description={state.step === 'failed' ? state.message : error} />
          </div>
        ) : null}
        {/* The delivery form leaves the provinces out (account-area.md §5). */}
        <AddressFormFields
          values={values}
          errors={errors}
          onFieldChange={setField}
          onNormalize={entry.setField}
          includeProvinces={false}
          layout="stacked"
        />
        <Inline>
          <Button type="submit" loading={entry.busy}>
            {selectorDeliveryOwnText.save}
          </Button>
        </Inline>
      </form>
    </Stack>
  )
}
