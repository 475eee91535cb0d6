import { type Address, messages } from '@aisle/api'
import { type AddressBook, canAddAddress, V2_ADDRESS_BOOK_DEFAULT_MAX } from '@aisle/flows'
import { AddressCard, Alert, Badge, Button, CardRow, Stack } from '@aisle/ui'
import { useRef, useState } from 'react'
import { AddressBookStatus } from './address-book-status'
import { addressScreenText } from './address-book-text'
import { addressLinesOf } from './address-lines'
import { AddressModal } from './address-modal'
import { RemoveAddressDialog } from './remove-address-dialog'

export const v2Text = {
  current: 'Current Address',
  others: 'Other Addresses',
  add: 'Add New Address',
} as const

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: Address }

interface AddressBookV2Props {
  book: AddressBook
  /** The most addresses the book holds (account-area.md §9: configurable). */
  maxAddresses?: number
}

/**
 * The newer address book behind the feature switch (account-area.md §2): 'Current
 * Address', 'Other Addresses', 'Add New Address' (up to the configured number), the
 * add/edit modal, delete from the edit modal with 'Confirm Removal'.
 */
export function AddressBookV2({
  book,
  maxAddresses = V2_ADDRESS_BOOK_DEFAULT_MAX,
}: AddressBookV2Props) {
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' })
  const rootRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  // Delete was pressed in the edit modal, now closed: kept, back to the address's Edit
  // button; removed, to 'Add New Address' (or the book's first control when adding is off).
  const focusAfter = ({ removed, addressId }: { removed: boolean; addressId: string }) => {
    const edit = rootRef.current?.querySelector<HTMLElement>(
      `[data-edit-address="${CSS.escape(addressId)}"]`,
    )
    if (!removed && edit) return edit
    const add = addRef.current
    if (add && !add.disabled) return add
    return rootRef.current?.querySelector<HTMLElement>('h2, button:not([disabled])') ?? null
  }
  const card = (address: Address) => {
    const [title = '', ...rest] = addressLinesOf(address)
    return (
      <AddressCard
        key={address.addressId}
        title={title}
        lines={rest}
        headingLevel={3}
        badges={
          address.type === 'home' ? (
            <Badge tone="accent">{addressScreenText.mailing}</Badge>
          ) : undefined
        }
        actions={
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${addressScreenText.edit} ${title}`}
            data-edit-address={address.addressId}
            onClick={() => setEditing({ kind: 'edit', address })}
          >
            {addressScreenText.edit}
          </Button>
        }
      />
    )
  }
  const canAdd = canAddAddress(book.addresses.length, maxAddresses)
  return (
    <Stack gap="6" ref={rootRef}>
      <AddressBookStatus book={book} />
      {book.status === 'ready' && book.current ? (
        <Stack gap="3" asChild>
          <section aria-labelledby="address-book-current">
            <h2 id="address-book-current">{v2Text.current}</h2>
            <CardRow.Root aria-labelledby="address-book-current">{card(book.current)}</CardRow.Root>
          </section>
        </Stack>
      ) : null}
      {book.status === 'ready' && book.others.length > 0 ? (
        <Stack gap="3" asChild>
          <section aria-labelledby="address-book-others">
            <h2 id="address-book-others">{v2Text.others}</h2>
            <CardRow.Root aria-labelledby="address-book-others">
              {book.others.map(card)}
            </CardRow.Root>
          </section>
        </Stack>
      ) : null}
      {book.status === 'ready' ? (
        <Stack gap="3">
          {canAdd ? null : <Alert tone="info" description={messages.addressTooMany} />}
          <div>
            <Button ref={addRef} disabled={!canAdd} onClick={() => setEditing({ kind: 'add' })}>
              {v2Text.add}
            </Button>
          </div>
        </Stack>
      ) : null}
      {editing.kind !== 'closed' ? (
        <AddressModal
          address={editing.kind === 'edit' ? editing.address : undefined}
          onClose={() => setEditing({ kind: 'closed' })}
          onDelete={(addressId) => {
            setEditing({ kind: 'closed' })
            book.remove.ask(addressId)
          }}
        />
      ) : null}
      <RemoveAddressDialog book={book} focusAfter={focusAfter} />
    </Stack>
  )
}
