import {
  type Address,
  type AddressFormValues,
  type ApiClient,
  addressToPostal,
  fromLegacyAddressValidation,
  isApiError,
  messages,
  shownMessageOf,
  toAddressSavePayload,
  toAddressValidationRequest,
  toAddressValidationResult,
  toLegacyAddressValidationRequest,
  toServiceAddress,
} from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { AddressFormField, StateOptionsConfig } from './address-form.js'
import {
  type AddressSaveState,
  addressSaveReducer,
  assertAddressComplete,
  initialAddressSaveState,
  isAddressSaveBusy,
} from './address-save.js'
import { type AddressCalls, legacyAddressFailureMessage } from './use-address-book.js'

export interface UseAddressSaveOptions {
  /** The form's starting values (`addressToForm` of the edited address, or a blank form). */
  initialValues: AddressFormValues
  /** The delivery flow that leaves out the provinces (account-area.md §5). */
  stateOptions?: StateOptionsConfig
  /** After a save: the toast text and the saved address (§4 step 7). */
  onSaved?: (result: { toast: string; address: Address }) => void
  /** The clock of `dateAddressUpdated`. @default () => new Date() */
  now?: () => Date
  /**
   * Which calls validate and save (account-area.md §6, §7): the profile service's, or the
   * legacy account-management validate, add and update. @default 'profile'
   */
  calls?: AddressCalls
}

/** A legacy save answered `data.successful: false`: its message (§8) travels as the failure. */
class LegacySaveRefused extends Error {}

export interface AddressSave {
  state: AddressSaveState
  /** A spinner shows while verifying or saving. */
  busy: boolean
  values: AddressFormValues
  setField: <F extends AddressFormField | 'isHome'>(field: F, value: AddressFormValues[F]) => void
  submit: () => void
  setUseThisAddress: (checked: boolean) => void
  choose: (choice: 'suggested' | 'original') => void
  confirm: () => void
  back: () => void
}

/**
 * Saving an address with verification (account-area.md §4 "Address save"): the pure
 * `addressSaveReducer` decides every step; this hook only runs the calls a step asks
 * for (validate, then add or update) and refreshes the book.
 */
export function useAddressSave(
  client: ApiClient,
  {
    initialValues,
    stateOptions,
    onSaved,
    now = () => new Date(),
    calls = 'profile',
  }: UseAddressSaveOptions,
): AddressSave {
  const legacy = calls === 'accountManagement'
  const [state, dispatch] = useReducer(addressSaveReducer, initialValues, initialAddressSaveState)
  const revalidate = useRevalidateApi()
  const latest = useRef({ onSaved, now })
  latest.current = { onSaved, now }

  useEffect(() => {
    if (state.step !== 'verifying') return
    let live = true
    const postal = addressToPostal(state.address)
    // §7: the legacy answer is read at data.data.addressValidations; none is a failure.
    const verify = legacy
      ? client
          .call('legacyValidateAddress', {
            body: toLegacyAddressValidationRequest(toServiceAddress(postal)),
          })
          .then((response) => {
            const result = fromLegacyAddressValidation(response)
            if (result === undefined) throw new Error('no address validation')
            return result
          })
      : client
          .call('validateAddress', { body: toAddressValidationRequest(postal) })
          .then(toAddressValidationResult)
    verify.then(
      (result) => live && dispatch({ type: 'verified', result }),
      () => live && dispatch({ type: 'verificationFailed' }),
    )
    return () => {
      live = false
    }
  }, [client, state, legacy])

  useEffect(() => {
    if (state.step !== 'saving') return
    let live = true
    const payload = toAddressSavePayload(state.address, latest.current.now())
    const { addressId } = state.address
    // account-area.md §5: an incomplete add fails as an 'invalid address' before any call.
    const legacySave = () =>
      client
        .call(addressId === undefined ? 'legacyAddAddress' : 'legacyUpdateAddress', {
          body: state.address,
        })
        .then((answer) => {
          // §7: data.successful, and why not in data.errorDetail.errorCode (§8).
          if (!answer.data.successful) {
            throw new LegacySaveRefused(
              legacyAddressFailureMessage(answer.data.errorDetail?.errorCode),
            )
          }
        })
    const call =
      addressId === undefined
        ? Promise.resolve()
            .then(() => assertAddressComplete(state.address))
            .then(async () => {
              if (legacy) await legacySave()
              else await client.call('addAddress', { body: payload })
            })
        : legacy
          ? legacySave()
          : client.call('updateAddress', { params: { addressId }, body: payload })
    call.then(
      async () => {
        // Either list may be on screen (the address-calls switch, account-area.md §6).
        await Promise.all([revalidate('addresses'), revalidate('legacyAddresses')])
        if (live) dispatch({ type: 'saved', address: state.address })
      },
      (error: unknown) => {
        if (!live) return
        dispatch({
          type: 'saveFailed',
          message: isApiError(error)
            ? shownMessageOf(error)
            : error instanceof LegacySaveRefused
              ? error.message
              : messages.technicalDifficultiesTryLater,
        })
      },
    )
    return () => {
      live = false
    }
  }, [client, revalidate, state, legacy])

  useEffect(() => {
    if (state.step === 'saved')
      latest.current.onSaved?.({ toast: state.toast, address: state.address })
  }, [state])

  const setField = useCallback(
    <F extends AddressFormField | 'isHome'>(field: F, value: AddressFormValues[F]) => {
      dispatch({ type: 'change', values: { [field]: value } })
    },
    [],
  )

  return {
    state,
    busy: isAddressSaveBusy(state),
    values: state.values,
    setField,
    submit: () =>
      dispatch(stateOptions ? { type: 'submit', config: stateOptions } : { type: 'submit' }),
    setUseThisAddress: (checked) => dispatch({ type: 'setUseThisAddress', checked }),
    choose: (choice) => dispatch({ type: 'choose', choice }),
    confirm: () => dispatch({ type: 'confirm' }),
    back: () => dispatch({ type: 'back' }),
  }
}
