// The selector's address flow and the choice of an address for a modality
// (shopping-method-selector.md §4, §5). Apart from selector-delivery.ts, whose texts and
// time-slot rules the selector's first screen uses, so a page loads the address form's
// rules only with the delivery views.
import {
  type Address,
  type AddressFormValues,
  type AddressValidationResult,
  type AnalyticsErrorEvent,
  addressFromForm,
  type ModalityType,
  messages,
} from '@aisle/api'
import {
  type AddressFormErrors,
  hasErrors,
  normalizeAddressForm,
  validateAddressForm,
} from '../address/address-form.js'
import { withSuggestion } from '../address/address-save.js'

// ---------------------------------------------------------------------------
// The two-step address flow (§4 "Address flow")
// ---------------------------------------------------------------------------

/**
 * ADDRESS_VALIDATION (the entry form) → validating → ADDRESS_CONFIRMATION (a
 * corrected result, or a failed validation with no suggestion) → saving → saved.
 * `values` is always what the shopper typed, so 'Edit Address' returns to it.
 * A saved address the modality check then turns down (§4 step 6 hands on its
 * eligibility) goes back to the form, editable, with the saved entry's id in
 * `values.addressId`: the next save updates that entry (step 5) instead of adding
 * the same address to the book again on every retry.
 */
export type SelectorAddressState =
  | { step: 'ADDRESS_VALIDATION'; values: AddressFormValues; errors: AddressFormErrors }
  | { step: 'validating'; values: AddressFormValues; address: Address }
  | {
      step: 'ADDRESS_CONFIRMATION'
      values: AddressFormValues
      address: Address
      /** The suggestion; undefined when validation itself failed. */
      suggested: Address | undefined
      /** The code -1 message with a suggestion, the validation failure without. */
      message: string
    }
  | { step: 'saving'; values: AddressFormValues; address: Address }
  | { step: 'saved'; values: AddressFormValues; address: Address }
  | { step: 'failed'; values: AddressFormValues; address: Address; message: string }

export type SelectorAddressEvent =
  | { type: 'change'; values: Partial<AddressFormValues> }
  | { type: 'submit' }
  | { type: 'validated'; result: AddressValidationResult }
  | { type: 'validationFailed' }
  | { type: 'confirm' }
  | { type: 'edit' }
  | { type: 'saved'; address: Address }
  | { type: 'saveFailed'; message: string }
  /** The saved address was not eligible or not verified for the modality. */
  | { type: 'rejected' }

export function initialSelectorAddressState(values: AddressFormValues): SelectorAddressState {
  return { step: 'ADDRESS_VALIDATION', values, errors: {} }
}

/** The address flow inside the selector (shopping-method-selector.md §4 "Address flow"). */
export function selectorAddressReducer(
  state: SelectorAddressState,
  event: SelectorAddressEvent,
): SelectorAddressState {
  switch (event.type) {
    case 'change':
      // A failed save leaves the form on screen: typing edits it again.
      if (state.step !== 'ADDRESS_VALIDATION' && state.step !== 'failed') return state
      return {
        step: 'ADDRESS_VALIDATION',
        values: { ...state.values, ...event.values },
        errors: state.step === 'ADDRESS_VALIDATION' ? state.errors : {},
      }
    case 'submit': {
      if (state.step !== 'ADDRESS_VALIDATION' && state.step !== 'failed') return state
      const errors = validateAddressForm(state.values, { includeProvinces: false })
      if (hasErrors(errors)) return { step: 'ADDRESS_VALIDATION', values: state.values, errors }
      // Step 1: submitting validates the address.
      return {
        step: 'validating',
        values: state.values,
        address: addressFromForm(normalizeAddressForm(state.values)),
      }
    }
    case 'validated':
      if (state.step !== 'validating') return state
      // Step 2: a corrected result shows the suggestion.
      if (event.result.corrected) {
        return {
          step: 'ADDRESS_CONFIRMATION',
          values: state.values,
          address: state.address,
          suggested: withSuggestion(state.address, event.result.address),
          message: messages.suggestedAddress,
        }
      }
      // Step 4: not corrected, saved directly.
      return { step: 'saving', values: state.values, address: state.address }
    case 'validationFailed':
      if (state.step !== 'validating') return state
      // Step 4: a failed validation falls back to 'corrected' with no suggestion.
      return {
        step: 'ADDRESS_CONFIRMATION',
        values: state.values,
        address: state.address,
        suggested: undefined,
        message: messages.addressValidationFailed,
      }
    case 'confirm':
      if (state.step !== 'ADDRESS_CONFIRMATION') return state
      // Step 3: 'Confirm Address' saves the suggested address (the entry when none).
      return { step: 'saving', values: state.values, address: state.suggested ?? state.address }
    case 'edit':
      if (state.step !== 'ADDRESS_CONFIRMATION' && state.step !== 'failed') return state
      // Step 3: 'Edit Address' returns to the form pre-filled with what was typed.
      return { step: 'ADDRESS_VALIDATION', values: state.values, errors: {} }
    case 'saved':
      if (state.step !== 'saving') return state
      return { step: 'saved', values: state.values, address: event.address }
    case 'rejected': {
      if (state.step !== 'saved') return state
      // Step 5 on the next save: the entry now has an id, so it is updated, not added.
      const { addressId } = state.address
      const values = addressId === undefined ? state.values : { ...state.values, addressId }
      return { step: 'ADDRESS_VALIDATION', values, errors: {} }
    }
    case 'saveFailed':
      if (state.step !== 'saving') return state
      return {
        step: 'failed',
        values: state.values,
        address: state.address,
        message: event.message,
      }
  }
}

/**
 * Step 5: an addressId updates the existing address; otherwise, with saving to the
 * address book on (the default), a new one is added; off, nothing is saved.
 */
export function addressSaveCall(
  address: Address,
  saveToAddressBook = true,
): 'update' | 'add' | 'none' {
  if (address.addressId !== undefined) return 'update'
  return saveToAddressBook ? 'add' : 'none'
}

// ---------------------------------------------------------------------------
// Choosing an address for a modality (§4, §5 "Address", §8)
// ---------------------------------------------------------------------------

const modalityNames: Record<ModalityType, string> = {
  DELIVERY: 'Delivery',
  PICKUP: 'Pickup',
  SHIP: 'Ship',
  IN_STORE: 'In Store',
}

export type ModalityAddressVerdict =
  | { eligible: true }
  | { eligible: false; message: string; userConstraint: boolean }

/**
 * The verdict of 'Address valid for modality' (§5 "Address", §8): an answer neither
 * validated nor corrected is the 'unable to verify' user-constraint error; otherwise
 * not validated is the not-valid message; not eligible names the modality. A corrected
 * but validated answer passes: the shopper has confirmed the suggestion in the address flow.
 */
export function modalityAddressVerdict(
  result: Pick<AddressValidationResult, 'validated' | 'corrected' | 'isEligible'>,
  modalityType: ModalityType,
): ModalityAddressVerdict {
  if (!result.validated && !result.corrected) {
    return { eligible: false, message: messages.addressUnverifiable, userConstraint: true }
  }
  if (!result.validated) {
    return { eligible: false, message: messages.addressNotValidForModality, userConstraint: true }
  }
  if (result.isEligible !== true) {
    return {
      eligible: false,
      message: messages.addressNotEligibleForModality.replace(
        '{modality}',
        modalityNames[modalityType],
      ),
      userConstraint: true,
    }
  }
  return { eligible: true }
}

/**
 * The log entry of a turned-down address (§8: 'unable to verify' is a user-constraint
 * error, logged as such). The check answered, so the response code is 200; the
 * description is the message the shopper saw.
 */
export function modalityVerdictErrorEvent(
  verdict: Extract<ModalityAddressVerdict, { eligible: false }>,
  endpoint: string,
): AnalyticsErrorEvent | undefined {
  if (!verdict.userConstraint) return undefined
  return {
    type: 'USER_CONSTRAINT_ERROR',
    componentName: 'ShoppingMethodSelector',
    formName: 'address',
    errors: [
      {
        errorCategory: 'USER_CONSTRAINT_ERROR',
        errorDescription: verdict.message,
        errorEndpoint: endpoint,
        errorResponseCode: '200',
      },
    ],
  }
}

/** §4 step 4: time slots follow when the retailer's own delivery applies; else the window closes. */
export function afterAddressChosen(ownDelivery: boolean): 'timeSlots' | 'close' {
  return ownDelivery ? 'timeSlots' : 'close'
}

// ---------------------------------------------------------------------------
// The address book inside the selector (§2)
// ---------------------------------------------------------------------------

/** 'Confirm Address' and 'Edit Address' are disabled until an address is picked (§5). */
export function addressBookActions(
  picked: string | undefined,
  signedIn: boolean,
): { confirmDisabled: boolean; editShown: boolean; editDisabled: boolean } {
  return {
    confirmDisabled: picked === undefined,
    editShown: signedIn,
    editDisabled: picked === undefined,
  }
}
