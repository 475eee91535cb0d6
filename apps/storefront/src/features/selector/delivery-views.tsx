// The delivery views inside the selector, loaded when the shopper first opens one:
// the address book, the address flow and the time-slot preview.
import type { Address } from '@aisle/api'
import {
  type AddressBookVariant,
  deliveryChoiceOf,
  type ShoppingChoice,
  type ShoppingMethodSelector,
  type TimeSlotVendors,
  type TimeSlotVersion,
  useDeliveryAddressChoice,
} from '@aisle/flows'
import { useEffect, useState } from 'react'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { AddressEntry } from './address-entry'
import { logAnalyticsError } from './analytics-log'
import { DeliveryAddressBook } from './delivery-address-book'
import { DeliveryTimeSlotsView } from './delivery-time-slots'
import { SignInPrompt } from './sign-in-prompt'

export interface DeliveryViewsProps {
  selector: ShoppingMethodSelector
  signedIn: boolean
  addressBookVersion: AddressBookVariant
  timeSlotVersion: TimeSlotVersion
  timeZone: string
  /** The address edited in the form; undefined adds one. */
  editing: Address | undefined
  setEditing: (address: Address | undefined) => void
  /** The address whose slots are previewed (kept by the selector across views). */
  chosen: Address | undefined
  setChosen: (address: Address) => void
  /** The window closes with the shopper's choice. */
  onDone: (choice: ShoppingChoice) => void
  level: 2 | 3
}

/** The selector's delivery views by the view on top of its stack (shopping-method-selector.md §2). */
export default function DeliveryViews({
  selector,
  signedIn,
  addressBookVersion,
  timeSlotVersion,
  timeZone,
  editing,
  setEditing,
  chosen,
  setChosen,
  onDone,
  level,
}: DeliveryViewsProps) {
  const client = useApiClient()
  const banner = useBanner()
  const [locationId, setLocationId] = useState<string | undefined>()
  const [vendors, setVendors] = useState<TimeSlotVendors | undefined>()
  // §4 "In the v2 book": a saved (or confirmed) address returns to the list, picked there.
  const [saved, setSaved] = useState<string | undefined>()
  const choice = useDeliveryAddressChoice(client, {
    banner,
    onErrorLogged: logAnalyticsError,
    onChosen: ({ address, locationId: id, next, vendors: asked }) => {
      setChosen(address)
      setLocationId(id)
      setVendors(asked)
      if (next === 'close') onDone(deliveryChoiceOf(address, id))
      // The add-address form gives way to the slots, so 'Change Address' returns to the book.
      else if (selector.view === 'addAddress' || selector.view === 'confirmation') {
        selector.replace('timeSlots')
      } else selector.open('timeSlots')
    },
  })
  // The error of one view is not carried to the next (Back, or another screen).
  const { clearError } = choice
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of view.
  useEffect(() => clearError(), [selector.view, clearError])
  // §6: the address book, time slots and editing are for signed-in shoppers only.
  if (!signedIn || selector.view === 'signInPrompt') return <SignInPrompt />
  switch (selector.view) {
    case 'addressBook':
      return (
        <DeliveryAddressBook
          version={addressBookVersion}
          signedIn={signedIn}
          choice={choice}
          level={level}
          preselected={saved}
          onAdd={() => {
            setEditing(undefined)
            selector.open('addAddress')
          }}
          onEdit={(address) => {
            setEditing(address)
            selector.open('addAddress')
          }}
        />
      )
    case 'addAddress':
    case 'confirmation':
      return (
        <AddressEntry
          key={editing?.addressId ?? 'new'}
          address={editing}
          level={level}
          onSaved={
            addressBookVersion === 'v2'
              ? async (address) => {
                  setSaved(address.addressId)
                  setEditing(undefined)
                  selector.back()
                  return true
                }
              : choice.choose
          }
          error={choice.error}
          onEdited={choice.clearError}
        />
      )
    case 'timeSlots':
      return chosen ? (
        <DeliveryTimeSlotsView
          address={chosen}
          version={timeSlotVersion}
          timeZone={timeZone}
          locationId={locationId}
          vendors={vendors}
          level={level}
          onChangeAddress={selector.back}
          onDone={() => locationId && onDone(deliveryChoiceOf(chosen, locationId))}
        />
      ) : null
    default:
      return null
  }
}
