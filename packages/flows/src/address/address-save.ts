import {
  type Address,
  type AddressFormValues,
  type AddressValidationResult,
  addressFromForm,
  countryOfRegion,
  messages,
  type PostalAddress,
} from '@aisle/api'
import {
  type AddressFormErrors,
  hasErrors,
  normalizeAddressForm,
  type StateOptionsConfig,
  validateAddressForm,
} from './address-form.js'

/** Texts of the verification dialogs (account-area.md §4 "Address save"). */
export const addressVerificationText = {
  notVerified: messages.addressNotVerifiedDialog,
  useThisAddress: 'Use this address',
  /** shopping-method-selector.md §2: the confirmation screen's card and buttons. */
  suggested: 'Suggested Address',
  suggestionMessage: messages.suggestedAddress,
  confirm: 'Confirm Address',
  edit: 'Edit Address',
  /** The original entry offered beside the suggestion (account-area.md §4 step 4). */
  original: 'Address You Entered',
} as const

/**
 * The steps of saving an address (account-area.md §4 "Address save"):
 * editing → (US) verifying → not-verified | suggestion → saving → saved;
 * Canadian addresses go from editing straight to saving. `values` is always what the
 * shopper typed, so going back never loses it.
 */
export type AddressSaveState =
  | {
      step: 'editing'
      values: AddressFormValues
      errors: AddressFormErrors
      /** The message of a failed save, shown above the form. */
      failure?: string
    }
  | { step: 'verifying'; values: AddressFormValues; address: Address }
  | { step: 'not-verified'; values: AddressFormValues; address: Address; useThisAddress: boolean }
  | {
      step: 'suggestion'
      values: AddressFormValues
      address: Address
      suggested: Address
      choice: 'suggested' | 'original'
    }
  | { step: 'saving'; values: AddressFormValues; address: Address }
  | { step: 'saved'; values: AddressFormValues; address: Address; toast: string }

export type AddressSaveEvent =
  | { type: 'change'; values: Partial<AddressFormValues> }
  | { type: 'submit'; config?: StateOptionsConfig }
  | { type: 'verified'; result: AddressValidationResult }
  | { type: 'verificationFailed' }
  | { type: 'setUseThisAddress'; checked: boolean }
  | { type: 'choose'; choice: 'suggested' | 'original' }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'saved'; address: Address }
  | { type: 'saveFailed'; message: string }

export function initialAddressSaveState(values: AddressFormValues): AddressSaveState {
  return { step: 'editing', values, errors: {} }
}

/** A corrected suggestion with the entry's own fields (id, type, preference) kept. */
export function withSuggestion(address: Address, suggestion: PostalAddress): Address {
  const next: Address = {
    ...address,
    line1: suggestion.street,
    city: suggestion.locality,
    stateCode: suggestion.region,
    zip: suggestion.postalCode,
    countryCode: countryOfRegion(suggestion.region),
  }
  if (suggestion.unit === undefined || suggestion.unit === '') delete next.line2
  else next.line2 = suggestion.unit
  if (suggestion.county !== undefined) next.county = suggestion.county
  return next
}

/** True while a spinner shows: verification or the save call is under way (§4 step 1). */
export function isAddressSaveBusy(state: AddressSaveState): boolean {
  return state.step === 'verifying' || state.step === 'saving'
}

/** The pure core of the address save flow; every transition cites account-area.md §4. */
export function addressSaveReducer(
  state: AddressSaveState,
  event: AddressSaveEvent,
): AddressSaveState {
  switch (event.type) {
    case 'change':
      if (state.step !== 'editing') return state
      return { ...state, values: { ...state.values, ...event.values } }
    case 'submit': {
      if (state.step !== 'editing') return state
      const errors = validateAddressForm(state.values, event.config)
      if (hasErrors(errors)) return { step: 'editing', values: state.values, errors }
      const address = addressFromForm(normalizeAddressForm(state.values))
      // Step 2: US addresses are verified first; Canadian ones skip verification.
      return address.countryCode === 'CA'
        ? { step: 'saving', values: state.values, address }
        : { step: 'verifying', values: state.values, address }
    }
    case 'verified': {
      if (state.step !== 'verifying') return state
      const { result } = event
      // Step 3: not verified.
      if (!result.validated) return { ...state, step: 'not-verified', useThisAddress: false }
      // Step 4: verified but corrected; the suggestion is preselected.
      if (result.corrected) {
        return {
          ...state,
          step: 'suggestion',
          suggested: withSuggestion(state.address, result.address),
          choice: 'suggested',
        }
      }
      // Step 5: verified and unchanged: saved directly.
      return { step: 'saving', values: state.values, address: state.address }
    }
    case 'verificationFailed':
      // Step 6: an error while verifying shows the not-verified dialog.
      if (state.step !== 'verifying') return state
      return { ...state, step: 'not-verified', useThisAddress: false }
    case 'setUseThisAddress':
      if (state.step !== 'not-verified') return state
      return { ...state, useThisAddress: event.checked }
    case 'choose':
      if (state.step !== 'suggestion') return state
      return { ...state, choice: event.choice }
    case 'confirm':
      if (state.step === 'not-verified') {
        // The shopper must tick 'Use this address' (or go back and edit).
        if (!state.useThisAddress) return state
        return { step: 'saving', values: state.values, address: state.address }
      }
      if (state.step === 'suggestion') {
        const address = state.choice === 'suggested' ? state.suggested : state.address
        return { step: 'saving', values: state.values, address }
      }
      return state
    case 'back':
      if (state.step === 'not-verified' || state.step === 'suggestion') {
        return { step: 'editing', values: state.values, errors: {} }
      }
      return state
    case 'saved': {
      if (state.step !== 'saving') return state
      // Step 7: a toast, then back to the book.
      const toast =
        state.address.addressId === undefined ? messages.addressCreated : messages.addressUpdated
      return { step: 'saved', values: state.values, address: event.address, toast }
    }
    case 'saveFailed':
      if (state.step !== 'saving') return state
      return { step: 'editing', values: state.values, errors: {}, failure: event.message }
  }
}

/** The fields an add needs (account-area.md §5). */
export const ADDRESS_ADD_REQUIRED_FIELDS = [
  'city',
  'countryCode',
  'line1',
  'stateCode',
  'type',
  'zip',
] as const satisfies ReadonlyArray<keyof Address>

/**
 * Before an add, city, countryCode, line1, stateCode, type and zip must all be present,
 * or the add fails as an 'invalid address' (account-area.md §5).
 */
export function assertAddressComplete(address: Address): void {
  const missing = ADDRESS_ADD_REQUIRED_FIELDS.filter((field) => {
    const value = address[field]
    return value === undefined || String(value).trim() === ''
  })
  if (missing.length > 0) throw new Error('invalid address')
}
