import {
  type CheckoutModalityType,
  formatMessage,
  isUnderFiveDollars,
  type MembershipItem,
  messages,
  type SchedulingError,
  selectionKeyOf,
  type TimeSlot,
  type TimeSlotDay,
} from '@aisle/api'
import { isMembershipActive } from '../account/membership-status.js'

/** The scheduling screens' texts (checkout.md §2 and §5). */
export const schedulingText = {
  chooseDayAndTime: 'Choose a day and time',
  availableTimes: 'Available Times',
  deliveryOptions: 'Delivery Options',
  dayAndTime: 'Day and Time',
  scheduleYourOrder: 'Schedule your order',
  changeStore: 'Change Store',
  continue: 'Continue',
  backToCart: 'Back to Cart',
  keepShopping: 'Keep Shopping',
  startMyCart: 'Start My Cart',
  timeRequired: 'Please select a time to continue',
  filterAll: 'All',
  filterUnderFive: 'Under $5',
  reservationExpiredTitle: 'Reservation Expired',
  selectNewTime: 'Select New Time',
  somethingWentWrongTitle: 'Something went wrong',
  backToCartModal: 'Back To Cart',
  continueToScheduler: 'Continue to Scheduler',
  orderTimedOutTitle: messages.orderTimedOutTitle,
  backToCheckout: 'Back to Checkout',
  tryAgain: 'Try Again',
  // The spec names these parts, not their words: ours.
  changeAddress: 'Change Address',
  deliveringTo: 'Delivering to',
  pickupAt: 'Pickup at',
  /** The delivery chips' group, under the 'Delivery Options' heading (it does not repeat it). */
  deliveryFilterLabel: 'Show',
  summaryTitle: 'Your Selection',
  noTimeSelected: 'No time selected',
  stepSchedule: 'Schedule',
  stepPay: 'Pay',
  stepperLabel: 'Checkout steps',
  unavailable: 'Unavailable',
  emptyBasket: 'Your cart is empty.',
  selectStore: 'Select',
  close: 'Close',
  loadingTimes: 'Loading times',
} as const

/** 'Order Timed Out' asks the shopper to choose a time again (checkout.md §2); the words are ours. */
export const orderTimedOutText = 'Your order timed out. Please choose a time again.'

// Built once: an Intl formatter costs far more to make than to use, and the carousel
// labels every day on every render (a day pick was 85 ms slower at 4x CPU with two per call).
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' })
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A day of the carousel: 'Sun' and 'Nov 22' from an ISO date (the date is a calendar day). */
export function slotDayLabels(isoDate: string): { weekday: string; date: string } {
  const at = new Date(`${isoDate}T12:00:00Z`)
  return { weekday: weekdayFormat.format(at), date: dayFormat.format(at) }
}

/**
 * The banner's name as its delivery option says it: 'Greenleaf' from 'Greenleaf Delivery',
 * 'Hilltop Home' from 'Hilltop Home Delivery'. The {banner} of 'Show only {banner} Delivery',
 * of the tooltip and of '{banner} Delivery Unavailable' (checkout.md §2), so the toggle reads
 * like the banner's own chip.
 */
export function bannerDeliveryName(banner: { deliveryLabel: string; title: string }): string {
  const name = banner.deliveryLabel.replace(/\s*Delivery$/, '').trim()
  return name === '' ? banner.title : name
}

/** 'Show only {banner} Delivery' (checkout.md §2 "Scheduling screen, delivery"). */
export const ownDeliveryToggleLabel = (banner: string) => `Show only ${banner} Delivery`
/** The toggle's tooltip, shown once per user. */
export const ownDeliveryTooltip = (banner: string) =>
  `Delivered by ${banner} associates in refrigerated trucks. Freshness guaranteed.`
/**
 * The code the time slots answer when delivery by the outside (online) grocer is
 * unavailable; the spec names the case, not its code, so the code is ours.
 */
export const ONLINE_GROCER_UNAVAILABLE_CODE = 'VENDOR_UNAVAILABLE'

/**
 * '{banner} Delivery Unavailable' opens in one case only (checkout.md §4): delivery is
 * unavailable while shopping with the online grocer (a delivery filter other than the
 * banner's own). Any other no-slots answer shows its own message (§8).
 */
export function opensDeliveryUnavailable(facts: {
  fulfillmentType: string
  filter: DeliveryFilter
  code: string | undefined
}): boolean {
  return (
    facts.fulfillmentType === 'Delivery' &&
    facts.filter !== 'own' &&
    facts.code === ONLINE_GROCER_UNAVAILABLE_CODE
  )
}

/** '{banner} Delivery Unavailable' (checkout.md §2 "Modals on scheduling"). */
export const deliveryUnavailableTitle = (banner: string) => `${banner} Delivery Unavailable`
/** '{Pickup|Delivery} Time Expired' with its text (checkout.md §2). */
export function timeExpired(modality: 'Pickup' | 'Delivery'): { title: string; text: string } {
  return {
    title: `${modality} Time Expired`,
    text: `The selected ${modality.toLowerCase()} time has expired or is no longer available.`,
  }
}

/** The key under which the tooltip's "shown" mark is remembered, per user id. */
export const ownDeliveryTooltipKey = (userId: string) => `aisle:own-delivery-tooltip:${userId}`

// ---------------------------------------------------------------------------
// Delivery filters (checkout.md §2, §4 "Delivery filter", §9 'Under $5')
// ---------------------------------------------------------------------------

export type DeliveryFilter = 'all' | 'own' | 'under5'

export interface DeliveryFilterChip {
  value: DeliveryFilter
  label: string
}

export interface DeliveryFilterConfig {
  /** The banner's own delivery option, e.g. 'Greenleaf Delivery'. */
  ownDeliveryLabel: string
  /** Whether the option filter applies to this shopper and address. */
  optionFilterAvailable: boolean
  /** Variant 78ca12 hides the chips and the toggle. */
  variant78ca12: boolean
}

/** Whether any slot costs under $5 (cost plus waiver), which shows the 'Under $5' chip. */
export function hasSlotUnderFive(days: readonly TimeSlotDay[]): boolean {
  return days.some((day) =>
    day.times.some((slot) => slot.cost !== undefined && isUnderFiveDollars(slot)),
  )
}

/**
 * The chips shown: All, the banner's own Delivery, and 'Under $5' when some slot costs
 * under $5; none when the option filter does not apply or variant 78ca12 is active.
 */
export function deliveryFilterChips(
  days: readonly TimeSlotDay[],
  config: DeliveryFilterConfig,
): DeliveryFilterChip[] {
  if (!config.optionFilterAvailable || config.variant78ca12) return []
  const chips: DeliveryFilterChip[] = [
    { value: 'all', label: schedulingText.filterAll },
    { value: 'own', label: config.ownDeliveryLabel },
  ]
  if (hasSlotUnderFive(days)) chips.push({ value: 'under5', label: schedulingText.filterUnderFive })
  return chips
}

/** Whether the 'Show only {banner} Delivery' toggle shows (same conditions as the chips). */
export function showsOwnDeliveryToggle(config: DeliveryFilterConfig): boolean {
  return config.optionFilterAvailable && !config.variant78ca12
}

/**
 * The active delivery modality a filter asks for: the banner's own delivery or all
 * providers (shopping-method-selector.md §3 delivery sub-options). 'Under $5' keeps all
 * providers and narrows the slots shown.
 */
export function deliverySubOptionOf(filter: DeliveryFilter): 'KROGER_DELIVERY' | 'ALL_DELIVERY' {
  return filter === 'own' ? 'KROGER_DELIVERY' : 'ALL_DELIVERY'
}

/** The days as a filter shows them: 'Under $5' keeps slots whose cost plus waiver is below 5. */
export function filterDays(days: readonly TimeSlotDay[], filter: DeliveryFilter): TimeSlotDay[] {
  if (filter !== 'under5') return [...days]
  return days.map((day) => ({
    ...day,
    times: day.times.filter((slot) => slot.cost !== undefined && isUnderFiveDollars(slot)),
  }))
}

// ---------------------------------------------------------------------------
// Day and time selection (checkout.md §4 "Scheduling flow", §5)
// ---------------------------------------------------------------------------

export interface ScheduleSelection {
  date: string | undefined
  /** The selection key of the slot (quote id and option id). */
  slotKey: string | undefined
  filter: DeliveryFilter
  /** Set when the shopper asked for a new time (from the payment step or an expiry). */
  customerRequestedNewTime: boolean
  /** 'Please select a time to continue' once Continue was pressed without a time. */
  error?: string
}

export type ScheduleEvent =
  | { type: 'selectDay'; date: string }
  | { type: 'selectTime'; slotKey: string }
  | { type: 'filter'; filter: DeliveryFilter }
  | { type: 'requestNewTime' }
  | { type: 'continue' }
  | { type: 'reset' }

export function initialScheduleSelection(over: Partial<ScheduleSelection> = {}): ScheduleSelection {
  return {
    date: undefined,
    slotKey: undefined,
    filter: 'all',
    customerRequestedNewTime: false,
    ...over,
  }
}

const clearError = ({ error: _, ...rest }: ScheduleSelection): ScheduleSelection => rest

export function scheduleReducer(state: ScheduleSelection, event: ScheduleEvent): ScheduleSelection {
  switch (event.type) {
    case 'selectDay':
      // Selecting a date resets the selected time.
      if (event.date === state.date) return state
      return { ...clearError(state), date: event.date, slotKey: undefined }
    case 'selectTime':
      // Selecting a time clears the 'customer requested selecting new time' flag and the form error.
      return { ...clearError(state), slotKey: event.slotKey, customerRequestedNewTime: false }
    case 'filter':
      // Under $5 clears the selected option.
      return {
        ...clearError(state),
        filter: event.filter,
        slotKey: event.filter === 'under5' ? undefined : state.slotKey,
      }
    case 'requestNewTime':
      return { ...state, slotKey: undefined, customerRequestedNewTime: true }
    case 'continue':
      return state.slotKey === undefined
        ? { ...state, error: schedulingText.timeRequired }
        : clearError(state)
    case 'reset':
      // A conflict on submit resets the form (§4: Time Expired).
      return initialScheduleSelection({ filter: state.filter })
  }
}

/**
 * Continue is disabled when there are no included items or the submit is disabled
 * (checkout.md §5). A missing time is not a reason: Continue then says what is missing.
 */
export function canContinue({
  includedItemCount,
  submitting,
}: {
  includedItemCount: number
  submitting: boolean
}): boolean {
  return includedItemCount > 0 && !submitting
}

/** Quotes are fetched when the promise is not valid, a new time was asked for, or time is edited from payment (§4). */
export function needsQuotes({
  promiseValid,
  customerRequestedNewTime,
  editingFromPayment,
}: {
  promiseValid: boolean
  customerRequestedNewTime: boolean
  editingFromPayment: boolean
}): boolean {
  return !promiseValid || customerRequestedNewTime || editingFromPayment
}

/**
 * A stored reservation valid for the modality, a ready page and no age-restricted
 * items: the reservation is updated automatically (§4).
 */
export function shouldAutoUpdateReservation({
  storedReservationValid,
  pageReady,
  hasAgeRestrictedItems,
}: {
  storedReservationValid: boolean
  pageReady: boolean
  hasAgeRestrictedItems: boolean
}): boolean {
  return storedReservationValid && pageReady && !hasAgeRestrictedItems
}

/** The first day with a slot, then its first slot: premium members may have it preselected (§6). */
export function firstAvailableSlot(
  days: readonly TimeSlotDay[],
): { date: string; slot: TimeSlot } | undefined {
  for (const day of days) {
    const slot = day.times[0]
    if (slot !== undefined) return { date: day.date, slot }
  }
  return undefined
}

/**
 * Premium delivery members (shopping-method-selector.md §6 "Premium delivery members (BST,
 * BSTL) ... may be preselected to a slot"; checkout.md §6): an active BST or BSTL
 * membership. The membership is a delivery one, so only delivery times are preselected.
 */
export const PREMIUM_DELIVERY_PLANS: readonly MembershipItem['planCode'][] = ['BST', 'BSTL']

export function isPremiumDeliveryMember(
  items: readonly MembershipItem[],
  now: Date,
  fulfillmentType: CheckoutModalityType,
): boolean {
  if (fulfillmentType !== 'Delivery') return false
  return isMembershipActive(
    items.filter((item) => PREMIUM_DELIVERY_PLANS.includes(item.planCode)),
    now,
  )
}

/**
 * What a premium member finds chosen when the times arrive (checkout.md §6 "Premium
 * members may have the first slot preselected"): the first day with a time and its first
 * time, only while the shopper has chosen nothing, is not editing a kept reservation and
 * was not asked to choose a new time. It is a choice on the screen, never a reservation:
 * the reserve waits for the shopper's Continue (§4).
 */
export function premiumPreselection(facts: {
  premiumMember: boolean
  days: readonly TimeSlotDay[]
  selection: Pick<ScheduleSelection, 'date' | 'slotKey' | 'customerRequestedNewTime'>
  editingFromPayment: boolean
}): { date: string; slotKey: string } | undefined {
  const { selection } = facts
  if (!facts.premiumMember || facts.editingFromPayment) return undefined
  if (selection.customerRequestedNewTime) return undefined
  if (selection.date !== undefined || selection.slotKey !== undefined) return undefined
  const first = firstAvailableSlot(facts.days)
  return first && { date: first.date, slotKey: selectionKeyOf(first.slot) }
}

// ---------------------------------------------------------------------------
// Page rules (checkout.md §2 Routes, §6)
// ---------------------------------------------------------------------------

export type SchedulingRedirect =
  | { to: 'signin' }
  | { to: 'cart' }
  | { to: 'cart-modify' }
  | { to: 'empty' }
  | undefined

/**
 * Where /scheduling sends the shopper: sign-in without full authentication; away in
 * modify mode; to the cart when the active modality does not match or a delivery has
 * no address; the empty-basket state when nothing is in the basket.
 */
export function schedulingRedirect({
  fullyAuthenticated,
  modifyMode,
  fulfillmentType,
  activeModality,
  hasDeliveryAddress,
  basketItemCount,
}: {
  fullyAuthenticated: boolean
  modifyMode: boolean
  fulfillmentType: CheckoutModalityType
  activeModality: CheckoutModalityType | undefined
  hasDeliveryAddress: boolean
  basketItemCount: number
}): SchedulingRedirect {
  if (!fullyAuthenticated) return { to: 'signin' }
  if (modifyMode) return { to: 'cart-modify' }
  if (activeModality !== fulfillmentType) return { to: 'cart' }
  if (fulfillmentType === 'Delivery' && !hasDeliveryAddress) return { to: 'cart' }
  if (basketItemCount === 0) return { to: 'empty' }
  return undefined
}

/** The fulfillmentType query parameter of /scheduling; anything else sends the shopper to the cart (§2). */
export function fulfillmentTypeOf(param: string | null): 'Pickup' | 'Delivery' | undefined {
  return param === 'Pickup' || param === 'Delivery' ? param : undefined
}

/**
 * What a failed time-slots call shows: the title, then the message, the server's reason
 * or the generic text, with its error code (checkout.md §8 "Timeslots error: generic
 * message plus error code").
 */
export function schedulingErrorText(error: SchedulingError): { title?: string; message: string } {
  const base =
    error.reason ??
    (error.message === undefined ? messages.checkoutTechnicalDifficulties : messages[error.message])
  const message = error.errorCode === undefined ? base : `${base} Error Code ${error.errorCode}`
  return error.title === undefined ? { message } : { title: messages[error.title], message }
}

/** The empty basket: 'You must have {type} items in your cart ...' (checkout.md §8). */
export function emptyBasketText(type: 'Pickup' | 'Delivery'): string {
  const name = type.toLowerCase()
  return formatMessage('mustHaveModalityItems', { type: name })
}
