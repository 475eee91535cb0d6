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
import {
  type AddressServices,
  useAddressServices,
  useRefreshAddressBooks,
} from '../address/address-services.js'
import {
  addressSaveCall,
  initialSelectorAddressState,
  type SelectorAddressEvent,
  type SelectorAddressState,
  selectorAddressReducer,
} from './selector-address-flow.js'

export interface UseSelectorAddressEntryOptions {
  initialValues: AddressFormValues
  /**
   * Step 6: the saved address goes on to the eligibility check, which answers whether
   * it was chosen. `false` reopens the form, editable, on the entry just saved.
   */
  onSaved: (address: Address) => boolean | Promise<boolean>
  /** Step 5. @default true */
  saveToAddressBook?: boolean
  /** @default () => new Date() */
  now?: () => Date
}

export interface SelectorAddressEntry {
  state: SelectorAddressState
  busy: boolean
  setField: <F extends keyof AddressFormValues>(field: F, value: AddressFormValues[F]) => void
  submit: () => void
  confirm: () => void
  edit: () => void
}

type Step<S extends SelectorAddressState['step']> = Extract<SelectorAddressState, { step: S }>

/**
 * The entry form, then the confirmation (shopping-method-selector.md §4 "Address flow"):
 * each event goes through `selectorAddressReducer`, and the step it leads to runs its call
 * (validate, save, the eligibility check), whose answer is the next event. The reducer
 * drops an answer that no longer fits its step.
 */
export function useSelectorAddressEntry(
  source: ApiClient | AddressServices,
  options: UseSelectorAddressEntryOptions,
): SelectorAddressEntry {
  const services = useAddressServices(source)
  const [state, dispatch] = useReducer(
    selectorAddressReducer,
    options.initialValues,
    initialSelectorAddressState,
  )
  const latest = useRef(options)
  latest.current = options
  const refresh = useRefreshAddressBooks()

  /** Dispatches an event and runs what the step it leads to asks for. */
  function send(from: SelectorAddressState, event: SelectorAddressEvent): void {
    dispatch(event)
    const next = selectorAddressReducer(from, event)
    if (next.step === from.step) return
    if (next.step === 'validating') void validate(next)
    else if (next.step === 'saving') void save(next)
    else if (next.step === 'saved') void check(next)
  }

  // Steps 1-2, 4: validate; a failure falls back to 'corrected' with no suggestion.
  async function validate(validating: Step<'validating'>) {
    try {
      const result = await services.validate(addressToPostal(validating.address))
      send(validating, { type: 'validated', result })
    } catch {
      send(validating, { type: 'validationFailed' })
    }
  }

  // Step 5: update with an addressId, otherwise add (when saving to the book is on).
  async function save(saving: Step<'saving'>) {
    const { address } = saving
    const { now = () => new Date(), saveToAddressBook = true } = latest.current
    try {
      // Off the address book, a new address is not saved (step 5).
      const kept = addressSaveCall(address, saveToAddressBook) === 'none'
      const saved = kept ? address : await services.save(address, now())
      if (!kept) await refresh()
      send(saving, { type: 'saved', address: saved })
    } catch (error) {
      send(saving, {
        type: 'saveFailed',
        message: isApiError(error) ? shownMessageOf(error) : messages.addressValidationFailed,
      })
    }
  }

  // Step 6: the eligibility check; a refusal reopens the form on the saved entry.
  async function check(saved: Step<'saved'>) {
    let chosen = false
    try {
      chosen = await latest.current.onSaved(saved.address)
    } catch {
      chosen = false
    }
    if (!chosen) send(saved, { type: 'rejected' })
  }

  return {
    state,
    busy: state.step === 'validating' || state.step === 'saving' || state.step === 'saved',
    setField: (field, value) => send(state, { type: 'change', values: { [field]: value } }),
    submit: () => send(state, { type: 'submit' }),
    confirm: () => send(state, { type: 'confirm' }),
    edit: () => send(state, { type: 'edit' }),
  }
}
