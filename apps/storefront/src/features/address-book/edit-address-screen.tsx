import { addressToForm, messages, toAddress } from '@aisle/api'
import { findAddress, useAddressEntries } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useParams } from 'react-router'
import { useApiClient } from '../../api-client'
import { PageHeading } from '../../page-heading'
import { addressScreenText } from './address-book-text'
import { AddressFormScreen } from './address-form-screen'

export const EDIT_ADDRESS_HEADING = 'Edit Address'

/** /account/address/:addressId: the saved address in the form (account-area.md §2). */
export function EditAddressScreen() {
  const { addressId = '' } = useParams()
  const client = useApiClient()
  // The book's own read (one SWR key), so a save there or here refreshes both.
  const query = useAddressEntries(client)
  if (query.error) {
    return (
      <>
        <PageHeading>{EDIT_ADDRESS_HEADING}</PageHeading>
        <Alert
          tone="danger"
          description={query.error.message}
          actionLabel={addressScreenText.retry}
          onAction={() => void query.mutate()}
        />
      </>
    )
  }
  if (!query.data) {
    return (
      <>
        <PageHeading>{EDIT_ADDRESS_HEADING}</PageHeading>
        <Spinner label={addressScreenText.loading} />
      </>
    )
  }
  const address = findAddress(query.data.map(toAddress), addressId)
  if (!address) {
    return (
      <>
        <PageHeading>{EDIT_ADDRESS_HEADING}</PageHeading>
        <Alert tone="warning" description={messages.addressNotFound} />
      </>
    )
  }
  return (
    <AddressFormScreen
      key={addressId}
      heading={EDIT_ADDRESS_HEADING}
      initialValues={addressToForm(address)}
    />
  )
}
