import {
  type Address,
  type AddressFormValues,
  type AddressValidationResult,
  type AnalyticsErrorEvent,
  addressFromForm,
  type FulfillmentPromise,
  type ModalityType,
  messages,
  type TimeSlotDay,
  type TimeSlotsResponse,
} from '@aisle/api'
import {
  type AddressFormErrors,
  hasErrors,
  normalizeAddressForm,
  validateAddressForm,
} from '../address/address-form.js'
import { withSuggestion } from '../address/address-save.js'

/**
 * Texts of the delivery views inside the selector: the address book, the address
 * flow and the time-slot view (shopping-method-selector.md §2, §5).
 */
export const selectorDeliveryText = {
  emptyTitle: 'Get started by adding an address',
  emptyBody: 'Your address book is empty. Manage your address for orders and mail communications.',
  addNewAddress: 'Add New Address',
  currentAddress: 'Current Address',
  otherAddresses: 'Other Addresses',
  addAddress: 'Add Address',
  confirmAddress: 'Confirm Address',
  editAddress: 'Edit Address',
  edit: 'Edit',
  selectAddress: 'Select Address',
  viewAllAddresses: 'View All Addresses',
  suggestedAddress: 'Suggested Address',
  /** The prompt that asks for an address before the delivery options are accurate. */
  reserveYourTime: 'Reserve Your Time',
  deliverTo: 'Deliver to',
  changeAddress: 'Change Address',
  chooseDayAndTime: 'Choose a day and time',
  tryAgain: 'Try Again',
  free: 'Free',
  tbd: 'TBD',
  timeRequired: 'Please select a time to continue',
  scheduleDelivery: 'Schedule Delivery',
  startShopping: 'Start Shopping',
  /** Once a time is held, the shopper can pick another (§2 "Buttons and labels seen"). */
  editReservation: 'Edit Reservation',
  signInPrompt: "You're Not Signed In. Please sign in to preview available Delivery Times.",
} as const

/**
 * Our wording where the spec names a state but not its text (§2 "a no-address-selected
 * empty state", §8 "an unavailable-delivery panel").
 */
export const selectorDeliveryOwnText = {
  selectAddressPrompt: 'Select an address to see accurate delivery options.',
  noAddressSelected: 'No address selected',
  noQuotesTitle: 'Delivery Unavailable',
  noQuotes: 'Delivery is not available to this address right now.',
  addressStep: 'Address',
  save: 'Save Address',
  signIn: 'Sign In',
  loadingTimes: 'Finding delivery times',
  availableTimes: 'Available Times',
  reserving: 'Reserving',
} as const

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

// ---------------------------------------------------------------------------
// The time-slot view (§2 "Time-slot view", §4 "Time slot", §9)
// ---------------------------------------------------------------------------

/** The versions of the view: the default, the 'Reserve Your Time' one and the redesign. */
export type TimeSlotVersion = 'default' | 'reserve' | 'redesign'

/** The primary button: 'Reserve Time' by default, 'Reserve Your Time', 'Schedule Delivery'. */
export function timeSlotPrimaryLabel(version: TimeSlotVersion): string {
  switch (version) {
    case 'reserve':
      return 'Reserve Your Time'
    case 'redesign':
      return 'Schedule Delivery'
    default:
      return 'Reserve Time'
  }
}

export type TimeSlotViewState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'noQuotes' }
  | { status: 'loaded'; days: TimeSlotDay[] }

/** Loading, error (with 'Try Again'), no quotes, loaded (§2, §4 "Time slot"). */
export function timeSlotViewState(
  response: Pick<TimeSlotsResponse, 'days'> | undefined,
  failed: boolean,
): TimeSlotViewState {
  if (failed) return { status: 'error' }
  if (response === undefined) return { status: 'loading' }
  if (response.days.every((day) => day.times.length === 0)) return { status: 'noQuotes' }
  return { status: 'loaded', days: response.days }
}

/** A fee of zero shows 'Free'; a missing fee 'TBD' (§9). */
export function slotFeeText(cost: number | undefined | null): string {
  if (cost === undefined || cost === null) return selectorDeliveryText.tbd
  if (cost === 0) return selectorDeliveryText.free
  return `$${cost.toFixed(2)}`
}

/** Premium delivery members (BST, BSTL) are preselected to the first slot (§4, §6). */
export function preselectedSlot(
  response: Pick<TimeSlotsResponse, 'days' | 'membership'> | undefined,
): { date: string; quoteId: string; optionId: string } | undefined {
  const type = response?.membership?.type
  if (type !== 'BST' && type !== 'BSTL') return undefined
  for (const day of response?.days ?? []) {
    const first = day.times[0]
    if (first) return { date: day.date, quoteId: first.quoteId, optionId: first.optionId }
  }
  return undefined
}

/** A time is required before reserving (§5 "Time and dates"). */
export function timeSlotError(selectedKey: string | undefined): string | undefined {
  return selectedKey === undefined ? selectorDeliveryText.timeRequired : undefined
}

/** 'h:mm A' (§9) in the shopper's time zone. */
export function reservationTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`
}

/** "We'll hold this reservation until {time}" (§2). */
export function reservationHoldText(
  promise: Pick<FulfillmentPromise, 'expiration'>,
  timeZone: string,
): string {
  return `We'll hold this reservation until ${reservationTime(promise.expiration.value, timeZone)}`
}

/**
 * The selector's feature switches, read from the page's query (one place, so they can
 * later come from a remote configuration): `?slots=reserve|redesign` the time-slot
 * version, `?geolocation=off` disables the location search (§4 "Geolocation").
 */
export function selectorSwitchesOf(search: string): {
  timeSlotVersion: TimeSlotVersion
  geolocationSearch: boolean
} {
  const params = new URLSearchParams(search)
  const slots = params.get('slots')
  return {
    timeSlotVersion: slots === 'reserve' || slots === 'redesign' ? slots : 'default',
    geolocationSearch: params.get('geolocation') !== 'off',
  }
}
