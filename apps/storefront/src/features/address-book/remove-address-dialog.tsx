import type { AddressBook } from '@aisle/flows'
import { lazy } from 'react'
import { MountOnOpen } from '../../mount-on-open'

// The dialog (kit Dialog: dialog machine, focus trap) loads the first time Remove is pressed.
const RemoveAddressConfirm = lazy(() =>
  import('./remove-address-confirm').then((m) => ({ default: m.RemoveAddressConfirm })),
)

/**
 * 'Confirm Removal' (account-area.md §2 "Modals", §4 "Remove"), mounted from the first time
 * the remove flow asks: from the legacy book's Remove, and from the newer book's Delete in
 * its edit modal (which closes as this opens).
 */
export function RemoveAddressDialog({ remove }: { remove: AddressBook['remove'] }) {
  const open = remove.state.step === 'confirming' || remove.state.step === 'removing'
  return (
    <MountOnOpen open={open}>
      <RemoveAddressConfirm remove={remove} />
    </MountOnOpen>
  )
}
