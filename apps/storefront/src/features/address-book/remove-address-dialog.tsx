import { type AddressBook, findAddress } from '@aisle/flows'
import { lazy } from 'react'
import { MountOnOpen } from '../../mount-on-open'
import type { RemoveAddressConfirmProps } from './remove-address-confirm'

// The dialog (kit Dialog: dialog machine, focus trap) loads the first time Remove is pressed.
const RemoveAddressConfirm = lazy(() =>
  import('./remove-address-confirm').then((m) => ({ default: m.RemoveAddressConfirm })),
)

/**
 * 'Confirm Removal' (account-area.md §2 "Modals", §4 "Remove"), mounted from the first time
 * the remove flow asks: from the legacy book's Remove, and from the newer book's Delete in
 * its edit modal (which closes as this opens). It names the address asked about, and hands
 * the focus back where the book says once it closes.
 */
export function RemoveAddressDialog({
  book,
  focusAfter,
}: {
  book: AddressBook
  focusAfter: RemoveAddressConfirmProps['focusAfter']
}) {
  const { remove } = book
  const open = remove.state.step === 'confirming' || remove.state.step === 'removing'
  const address =
    remove.state.step === 'idle' ? undefined : findAddress(book.addresses, remove.state.addressId)
  return (
    <MountOnOpen open={open}>
      <RemoveAddressConfirm remove={remove} address={address} focusAfter={focusAfter} />
    </MountOnOpen>
  )
}
