import type { AddressBook } from '@aisle/flows'
import { lazy } from 'react'
import { MountOnOpen } from '../../mount-on-open'

// The dialog (kit Dialog: dialog machine, focus trap) loads the first time Remove is pressed.
const RemoveAddressConfirm = lazy(() =>
  import('./remove-address-confirm').then((m) => ({ default: m.RemoveAddressConfirm })),
)

/**
 * The legacy book's 'Confirm Removal' (account-area.md §2 "Modals", §4 "Remove"), mounted
 * from the first time the remove flow asks. Only for a dialog opened from the page itself:
 * mounted already open in the same update in which another dialog closes (the newer book's
 * Delete in its edit modal, once this chunk is loaded), the kit Dialog reports a focus
 * outside it and closes at once; the newer book renders `RemoveAddressConfirm` directly.
 */
export function RemoveAddressDialog({ remove }: { remove: AddressBook['remove'] }) {
  const open = remove.state.step === 'confirming' || remove.state.step === 'removing'
  return (
    <MountOnOpen open={open}>
      <RemoveAddressConfirm remove={remove} />
    </MountOnOpen>
  )
}
