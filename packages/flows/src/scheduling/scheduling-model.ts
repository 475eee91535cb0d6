import type {
  ApiClient,
  ApiError,
  BannerRecord,
  CheckoutModalityType,
  ModalityOption,
  Product,
  SchedulingError,
  ServiceAddress,
  TimeSlotDay,
} from '@aisle/api'
import type { FalloutItem } from './replacements.js'
import type { ReservationState, SchedulingFailure, SchedulingModal } from './reservation-machine.js'
import type { ReservationStore } from './reservation-store.js'
import type {
  DeliveryFilter,
  DeliveryFilterChip,
  ScheduleSelection,
  SchedulingRedirect,
} from './scheduling.js'
import type { SchedulingServices } from './scheduling-services.js'

// The scheduling step's options and what its hook gives the screen (checkout.md §2, §4).

export interface UseSchedulingOptions {
  client: ApiClient
  banner: Pick<BannerRecord, 'id' | 'title' | 'deliveryLabel'>
  fulfillmentType: CheckoutModalityType
  /** Full authentication (checkout.md §2); the app's session knows it. @default true */
  fullyAuthenticated?: boolean
  /** In modify mode the shopper is sent away (checkout.md §2). @default false */
  modifyMode?: boolean
  /** Editing the time from the payment step always fetches quotes (§4). @default false */
  editingFromPayment?: boolean
  /**
   * Whether the option filter applies (chips and toggle). Read from the checkout
   * configuration; given here, it wins (stories, tests).
   */
  optionFilterAvailable?: boolean
  /**
   * Experiments of the scheduling screen; `deliveryChipsVariant` is variant 78ca12, which
   * hides the chips and the toggle (checkout.md §2). Read from the checkout configuration;
   * given here, it wins.
   */
  experiments?: { deliveryChipsVariant?: boolean }
  /** The shopper's time zone, sent as `user-time-zone`. */
  timeZone?: string
  reservations: ReservationStore
  /** The calls; tests hand in fakes. @default createSchedulingServices(client) */
  services?: SchedulingServices
  now?: () => Date
  /** After the checkout is created: the app goes to `/checkout?orderId=...`. */
  onCheckoutCreated: (checkoutId: string) => void
}

export type SchedulingPage =
  | { status: 'loading' }
  | { status: 'redirect'; redirect: NonNullable<SchedulingRedirect> }
  | { status: 'error'; error: ApiError }
  | { status: 'ready' }

export interface SchedulingQuotes {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** The days as the current filter shows them. */
  days: TimeSlotDay[]
  /** The notice of the time slots response. */
  message?: string
  /** What a failed time-slots call shows (checkout.md §8). */
  error?: SchedulingError
}

export interface Scheduling {
  page: SchedulingPage
  /** The shopper's profile id: the tooltip is shown once per user (checkout.md §2). */
  userId: string | undefined
  fulfillmentType: CheckoutModalityType
  selection: ScheduleSelection
  /** The day shown: the chosen one, else the first with times. */
  activeDate: string | undefined
  quotes: SchedulingQuotes
  chips: DeliveryFilterChip[]
  showOwnDeliveryToggle: boolean
  /** The delivery address, or the pickup store. */
  deliveryAddress?: ServiceAddress
  store?: ModalityOption
  stores: ModalityOption[]
  /** 'To get free or discounted delivery, ...', when it applies. */
  membershipText: string | undefined
  items: Product[]
  unavailableItems: Product[]
  /** Items the chosen time leaves out (checkout.md §2 "item fallout"). */
  fallout: FalloutItem[]
  /** The option id of the chosen time (replacements are validated against it, §7). */
  selectedOptionId: string | undefined
  /** The replacements drawer opens on Continue when the chosen time leaves items out. */
  replacementsOpen: boolean
  /** 'Continue to Payment' in the drawer: the submit goes on. */
  continueToPayment: () => void
  closeReplacements: () => void
  ageRestricted: boolean
  minimumAge: number
  includedItemCount: number
  canContinue: boolean
  submit: ReservationState
  busy: boolean
  modal: SchedulingModal | undefined
  /**
   * Why 'Something went wrong' opened after setting the modality: 'Setting modality
   * failed' or 'Modality not defined' (checkout.md §4).
   */
  modalReason: string | undefined
  failure: SchedulingFailure | undefined
  selectDay: (date: string) => void
  selectTime: (slotKey: string) => void
  setFilter: (filter: DeliveryFilter) => void
  selectStore: (locationId: string) => Promise<void>
  /** After the store or address changed elsewhere (the selector): fresh times. */
  destinationChanged: () => void
  /** Continue: a time is required, then the age dialog when needed, then reserve. */
  continue: () => void
  verifyAge: (birthDate: string) => void
  cancelAge: () => void
  retry: () => void
  reloadQuotes: () => void
  /** 'Select New Time' (Reservation Expired, Time Expired), 'Back to Checkout' (Order Timed Out). */
  selectNewTime: () => void
  /** 'Continue to Scheduler' and other plain dismissals. */
  dismiss: () => void
  /** 'Back To Cart' of Something went wrong: clears the checkout state. */
  clearCheckoutState: () => void
}
