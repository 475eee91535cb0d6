import type { AddressBook } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { addressScreenText } from './address-book-text'

/**
 * The book's read while it is not ready: the spinner, or the failure with Try again
 * (account-area.md §4 "Address book"). Both versions of the book show it on top.
 */
export function AddressBookStatus({
  book,
}: {
  book: Pick<AddressBook, 'status' | 'error' | 'reload'>
}) {
  if (book.status === 'loading') return <Spinner label={addressScreenText.loading} />
  if (book.status !== 'error') return null
  return (
    <Alert
      tone="danger"
      description={book.error}
      actionLabel={addressScreenText.retry}
      onAction={book.reload}
    />
  )
}
