// 'Change Address' on delivery scheduling: the address choice, loaded on first open.
import type { Address } from '@aisle/api'
import { schedulingText, selectorText, useDeliveryAddressChoice } from '@aisle/flows'
import { Button, ChevronLeftIcon, Dialog } from '@aisle/ui'
import { useState } from 'react'
import { useApiClient } from '../../api-client'
import { AddressEntry } from '../selector/address-entry'
import { DeliveryAddressBook } from '../selector/delivery-address-book'

export interface ChangeAddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new address is eligible and active: scheduling fetches its times again. */
  onChanged: () => void
}

/** The list's heading in this dialog (ours: the spec names the modal, not its parts). */
const savedAddressesHeading = 'Saved Addresses'

/**
 * checkout.md §2 "Scheduling screen, delivery": the address with a change action that
 * opens the address form modal. The shopper picks a saved address or adds one; the choice
 * runs the selector's eligibility check and sets the active delivery address
 * (shopping-method-selector.md §4 "Choosing an address for a modality"), then the dialog
 * closes and scheduling shows the times for the new address.
 */
export default function ChangeAddressDialog({
  open,
  onOpenChange,
  onChanged,
}: ChangeAddressDialogProps) {
  const client = useApiClient()
  const [view, setView] = useState<'book' | 'form'>('book')
  const [editing, setEditing] = useState<Address | undefined>()
  const choice = useDeliveryAddressChoice(client, {
    onChosen: () => {
      onOpenChange(false)
      setView('book')
      onChanged()
    },
  })
  const openForm = (address: Address | undefined) => {
    choice.clearError()
    setEditing(address)
    setView('form')
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          {view === 'form' ? (
            <Button
              variant="plain"
              size="sm"
              onClick={() => {
                choice.clearError()
                setView('book')
              }}
            >
              <ChevronLeftIcon />
              {selectorText.back}
            </Button>
          ) : null}
          <Dialog.Title>{schedulingText.changeAddress}</Dialog.Title>
          <Dialog.CloseTrigger label={selectorText.close} />
          {view === 'book' ? (
            <DeliveryAddressBook
              version="legacy"
              signedIn
              choice={choice}
              level={3}
              heading={savedAddressesHeading}
              onAdd={() => openForm(undefined)}
              onEdit={(address) => openForm(address)}
            />
          ) : (
            <AddressEntry
              key={editing?.addressId ?? 'new'}
              address={editing}
              level={3}
              onSaved={choice.choose}
              error={choice.error}
              onEdited={choice.clearError}
            />
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
