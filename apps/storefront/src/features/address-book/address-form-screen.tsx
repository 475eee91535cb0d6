import type { AddressFormValues } from '@aisle/api'
import { addressCallsOf, useAddressSave } from '@aisle/flows'
import { Alert, Button, Inline, Spinner, Stack } from '@aisle/ui'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useApiClient } from '../../api-client'
import { PageHeading } from '../../page-heading'
import { accountToaster } from '../account/account-toaster'
import { ADDRESS_BOOK_PATH, addressScreenText } from './address-book-text'
import { isConfirmStep } from './address-confirm-step'
import { AddressFormFields } from './address-form-fields'

interface AddressFormScreenProps {
  /** 'Add New Address' or 'Edit Address' (account-area.md §2). */
  heading: string
  initialValues: AddressFormValues
}

// The confirm step (dialog, radio tiles) loads once a save needs it.
const AddressVerificationDialog = lazy(() =>
  import('./address-verification-dialog').then((m) => ({ default: m.AddressVerificationDialog })),
)

/**
 * The add and edit pages: the form, a spinner while verifying and saving, the
 * verification dialog, then a toast and back to the book (account-area.md §4 "Address save").
 */
export function AddressFormScreen({ heading, initialValues }: AddressFormScreenProps) {
  const client = useApiClient()
  const navigate = useNavigate()
  const { search } = useLocation()
  const save = useAddressSave(client, {
    initialValues,
    // account-area.md §6, §7: `?addressCalls=legacy` validates and saves through the legacy calls.
    calls: addressCallsOf(search),
    onSaved: ({ toast }) => {
      accountToaster.create({ description: toast, type: 'success' })
      navigate({ pathname: ADDRESS_BOOK_PATH, search })
    },
  })
  const formRef = useRef<HTMLFormElement>(null)
  const errors = save.state.step === 'editing' ? save.state.errors : undefined
  // After a refused submit, focus the first field in error.
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [errors])
  const failure = save.state.step === 'editing' ? save.state.failure : undefined
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <Stack gap="6" width="prose" asChild>
        <form
          ref={formRef}
          noValidate
          aria-busy={save.busy || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            save.submit()
          }}
        >
          {failure ? <Alert tone="danger" description={failure} /> : null}
          <AddressFormFields
            values={save.values}
            errors={save.state.step === 'editing' ? save.state.errors : {}}
            onFieldChange={save.setField}
          />
          <Inline>
            <Button type="submit" loading={save.busy}>
              {addressScreenText.save}
            </Button>
            <Button asChild variant="secondary">
              <Link to={{ pathname: ADDRESS_BOOK_PATH, search }}>{addressScreenText.cancel}</Link>
            </Button>
            {save.busy ? <Spinner label={addressScreenText.saving} /> : null}
          </Inline>
        </form>
      </Stack>
      {isConfirmStep(save) ? (
        <Suspense>
          <AddressVerificationDialog save={save} />
        </Suspense>
      ) : null}
    </>
  )
}
