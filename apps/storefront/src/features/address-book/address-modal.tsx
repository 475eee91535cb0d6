import { type Address, addressToForm } from '@aisle/api'
import { addressCallsOf, addressRemoveText, useAddressSave } from '@aisle/flows'
import { Alert, Button, Dialog, Portal, Spinner } from '@aisle/ui'
import { useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { accountToaster } from '../account/account-toaster'
import { addressScreenText } from './address-book-text'
import { isConfirmStep } from './address-confirm-step'
import { AddressFormFields } from './address-form-fields'
import { AddressVerificationStep } from './address-verification-step'

export const V2_ADD_HEADING = 'Add New Address'
export const V2_EDIT_HEADING = 'Edit Address'

interface AddressModalProps {
  /** The address being edited; `undefined` adds a new one. */
  address: Address | undefined
  onClose: () => void
  /** Editing offers a delete action (account-area.md §2). */
  onDelete: (addressId: string) => void
}

/**
 * The newer book's add/edit modal (account-area.md §2; shopping-method-selector.md §4 "v2
 * book"): the form, then the confirm step in the same modal; Cancel when adding, Delete
 * when editing. 650 px wide.
 */
export function AddressModal({ address, onClose, onDelete }: AddressModalProps) {
  return (
    <Dialog.Root
      size="lg"
      open
      onOpenChange={({ open }) => {
        if (!open) onClose()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <AddressModalBody address={address} onClose={onClose} onDelete={onDelete} />
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function AddressModalBody({ address, onClose, onDelete }: AddressModalProps) {
  const client = useApiClient()
  const save = useAddressSave(client, {
    initialValues: addressToForm(address),
    // account-area.md §6, §7: `?addressCalls=legacy` validates and saves through the legacy calls.
    calls: addressCallsOf(useLocation().search),
    onSaved: ({ toast }) => {
      accountToaster.create({ description: toast, type: 'success' })
      onClose()
    },
  })
  if (isConfirmStep(save)) return <AddressVerificationStep save={save} />
  const failure = save.state.step === 'editing' ? save.state.failure : undefined
  return (
    <form
      noValidate
      aria-busy={save.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit()
      }}
    >
      <Dialog.Title>{address ? V2_EDIT_HEADING : V2_ADD_HEADING}</Dialog.Title>
      <Dialog.Body>
        {failure ? <Alert tone="danger" description={failure} /> : null}
        <AddressFormFields
          values={save.values}
          errors={save.state.step === 'editing' ? save.state.errors : {}}
          onFieldChange={save.setField}
        />
      </Dialog.Body>
      <Dialog.Footer>
        {save.busy ? <Spinner label={addressScreenText.saving} size="sm" /> : null}
        {address?.addressId ? (
          <Button
            variant="secondary"
            tone="critical"
            onClick={() => onDelete(address.addressId ?? '')}
          >
            {addressScreenText.delete}
          </Button>
        ) : (
          <Dialog.ActionTrigger asChild>
            <Button variant="secondary">{addressRemoveText.cancel}</Button>
          </Dialog.ActionTrigger>
        )}
        <Button type="submit" loading={save.busy}>
          {addressScreenText.save}
        </Button>
      </Dialog.Footer>
    </form>
  )
}
