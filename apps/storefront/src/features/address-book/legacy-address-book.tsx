import type { AddressBook } from '@aisle/flows'
import { AddressCard, Badge, Button, CardRow, Stack } from '@aisle/ui'
import { useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { AddressBookStatus } from './address-book-status'
import { ADD_ADDRESS_PATH, addressScreenText, editAddressPath } from './address-book-text'
import { addressLinesOf } from './address-lines'
import { RemoveAddressDialog } from './remove-address-dialog'

export const LEGACY_ADD_LABEL = 'Add new address'

/**
 * The legacy list (account-area.md §2): the cards in display order with Edit and Remove,
 * and 'Add new address' (the only control when the list is empty); Remove asks
 * 'Confirm Removal' first.
 */
export function LegacyAddressBook({ book }: { book: AddressBook }) {
  const { search } = useLocation()
  const rootRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLAnchorElement>(null)
  // Kept: back to its Remove button. Removed: its button is gone, so 'Add new address'.
  const focusAfter = ({ removed, addressId }: { removed: boolean; addressId: string }) =>
    removed
      ? addRef.current
      : (rootRef.current?.querySelector<HTMLElement>(
          `[data-remove-address="${CSS.escape(addressId)}"]`,
        ) ?? addRef.current)
  return (
    <Stack gap="4" ref={rootRef}>
      <AddressBookStatus book={book} />
      {book.status === 'ready' && book.addresses.length > 0 ? (
        <CardRow.Root aria-label={addressScreenText.addressesLabel}>
          {book.addresses.map((address) => {
            const [title = '', ...rest] = addressLinesOf(address)
            const id = address.addressId ?? ''
            return (
              <AddressCard
                key={id}
                title={title}
                lines={rest}
                headingLevel={2}
                badges={
                  address.type === 'home' ? (
                    <Badge tone="accent">{addressScreenText.mailing}</Badge>
                  ) : undefined
                }
                actions={
                  <>
                    <Button asChild variant="secondary" size="sm">
                      <Link
                        to={{ pathname: editAddressPath(id), search }}
                        aria-label={`${addressScreenText.edit} ${title}`}
                      >
                        {addressScreenText.edit}
                      </Link>
                    </Button>
                    <Button
                      variant="secondary"
                      tone="critical"
                      size="sm"
                      aria-label={`${addressScreenText.remove} ${title}`}
                      data-remove-address={id}
                      onClick={() => book.remove.ask(id)}
                    >
                      {addressScreenText.remove}
                    </Button>
                  </>
                }
              />
            )
          })}
        </CardRow.Root>
      ) : null}
      {book.status !== 'loading' ? (
        <Button asChild>
          <Link ref={addRef} to={{ pathname: ADD_ADDRESS_PATH, search }}>
            {LEGACY_ADD_LABEL}
          </Link>
        </Button>
      ) : null}
      <RemoveAddressDialog book={book} focusAfter={focusAfter} />
    </Stack>
  )
}
