import {
  type Address,
  type AddressFormValues,
  type ApiClient,
  addressToPostal,
  isApiError,
  messages,
  shownMessageOf,
} from '@aisle/api'
import { useReducer, useRef } from 'react'
import type { AddressFormField, StateOptionsConfig } from './address-form.js'
import {
  type AddressSaveEvent,
  type AddressSaveState,
  addressSaveReducer,
  initialAddressSaveState,
  isAddressSaveBusy,
} from './address-save.js'
import {
  type AddressServices,
  LegacySaveRefused,
  useAddressServices,
  useRefreshAddressBooks,
} from './address-services.js'
import type { AddressCalls } from './use-address-book.js'

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
 * `addressSaveReducer` decides every step; each event goes through it and the step it
 * leads to runs its call (`AddressServices`: validate, then add or update), whose answer
 * is the next event. The reducer drops an answer that no longer fits its step.
 */
export function useAddressSave(
  source: ApiClient | AddressServices,
  {
    initialValues,
    stateOptions,
    onSaved,
    now = () => new Date(),
    calls = 'profile',
  }: UseAddressSaveOptions,
): AddressSave {
  const services = useAddressServices(source, calls)
  const [state, dispatch] = useReducer(addressSaveReducer, initialValues, initialAddressSaveState)
  const refresh = useRefreshAddressBooks()
  const latest = useRef({ onSaved, now })
  latest.current = { onSaved, now }

  /** Dispatches an event and runs the call the step it leads to asks for. */
  function send(from: AddressSaveState, event: AddressSaveEvent): void {
    dispatch(event)
    const next = addressSaveReducer(from, event)
    if (next.step === from.step) return
    if (next.step === 'verifying') void verify(next)
    else if (next.step === 'saving') void save(next)
    else if (next.step === 'saved') {
      latest.current.onSaved?.({ toast: next.toast, address: next.address })
    }
  }

  async function verify(verifying: Extract<AddressSaveState, { step: 'verifying' }>) {
    try {
      const result = await services.validate(addressToPostal(verifying.address))
      send(verifying, { type: 'verified', result })
    } catch {
      send(verifying, { type: 'verificationFailed' })
    }
  }

  async function save(saving: Extract<AddressSaveState, { step: 'saving' }>) {
    try {
      await services.save(saving.address, latest.current.now())
      await refresh()
      send(saving, { type: 'saved', address: saving.address })
    } catch (error) {
      send(saving, {
        type: 'saveFailed',
        message: isApiError(error)
          ? shownMessageOf(error)
          : error instanceof LegacySaveRefused
            ? error.message
            : messages.technicalDifficultiesTryLater,
      })
    }
  }

  return {
    state,
    busy: isAddressSaveBusy(state),
    values: state.values,
    setField: (field, value) => send(state, { type: 'change', values: { [field]: value } }),
    submit: () =>
      send(state, stateOptions ? { type: 'submit', config: stateOptions } : { type: 'submit' }),
    setUseThisAddress: (checked) => send(state, { type: 'setUseThisAddress', checked }),
    choose: (choice) => send(state, { type: 'choose', choice }),
    confirm: () => send(state, { type: 'confirm' }),
    back: () => send(state, { type: 'back' }),
  }
}
