import type { FulfillmentPromise, TimeSlotDay, TimeSlotsResponse } from '@aisle/api'

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
