// The delivery views inside the selector, loaded when the shopper first opens one:
// the address book, the address flow and the time-slot preview.
import type { Address } from '@aisle/api'
import type {
  AddressBookVariant,
  DeliveryAddressChoice,
  ShoppingMethodSelector,
  TimeSlotVersion,
} from '@aisle/flows'
import { Alert } from '@aisle/ui'
import { AddressEntry } from './address-entry'
import { DeliveryAddressBook } from './delivery-address-book'
import { DeliveryTimeSlotsView } from './delivery-time-slots'
import { SignInPrompt } from './sign-in-prompt'

export interface DeliveryViewsProps {
  selector: ShoppingMethodSelector
  signedIn: boolean
  choice: DeliveryAddressChoice
  addressBookVersion: AddressBookVariant
  timeSlotVersion: TimeSlotVersion
  timeZone: string
  /** The address edited in the form; undefined adds one. */
  editing: Address | undefined
  setEditing: (address: Address | undefined) => void
  /** The address whose slots are previewed. */
  chosen: Address | undefined
  onFinish: () => void
  level: 2 | 3
}

/** The selector's delivery views by the view on top of its stack (shopping-method-selector.md §2). */
export default function DeliveryViews({
  selector,
  signedIn,
  choice,
  addressBookVersion,
  timeSlotVersion,
  timeZone,
  editing,
  setEditing,
  chosen,
  onFinish,
  level,
}: DeliveryViewsProps) {
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
        <>
          <AddressEntry
            key={editing?.addressId ?? 'new'}
            address={editing}
            level={level}
            onSaved={(address) => void choice.choose(address)}
          />
          {choice.error ? <Alert tone="danger" description={choice.error} /> : null}
        </>
      )
    case 'timeSlots':
      return chosen ? (
        <DeliveryTimeSlotsView
          address={chosen}
          version={timeSlotVersion}
          timeZone={timeZone}
          level={level}
          onChangeAddress={selector.back}
          onDone={onFinish}
        />
      ) : null
    default:
      return null
  }
}
