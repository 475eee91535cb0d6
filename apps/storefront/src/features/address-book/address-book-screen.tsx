import { addressBookVariantOf, addressCallsOf, useAddressBook } from '@aisle/flows'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { PageHeading } from '../../page-heading'
import { accountToaster } from '../account/account-toaster'
import { LegacyAddressBook } from './legacy-address-book'

// The newer book (form, modal, verification) loads only when its switch is on.
const AddressBookV2 = lazy(() =>
  import('./address-book-v2').then((m) => ({ default: m.AddressBookV2 })),
)

export const ADDRESS_BOOK_HEADING = 'Address Book'

/**
 * /account/addresses (account-area.md §2): the legacy list, or the newer book when the
 * switch `?addressBook=v2` is on (`addressBookVariantOf`, the one place that reads it).
 */
export function AddressBookScreen() {
  const client = useApiClient()
  const { search } = useLocation()
  const variant = addressBookVariantOf(search)
  const book = useAddressBook(client, {
    variant,
    // §6, §7: `?addressCalls=legacy` lists and removes through the account-management calls.
    calls: addressCallsOf(search),
    onRemoved: ({ title, description }) =>
      accountToaster.create({ ...(title ? { title } : {}), description, type: 'success' }),
  })
  return (
    <>
      <PageHeading>{ADDRESS_BOOK_HEADING}</PageHeading>
      {variant === 'v2' ? (
        <Suspense>
          <AddressBookV2 book={book} />
        </Suspense>
      ) : (
        <LegacyAddressBook book={book} />
      )}
    </>
  )
}
