import { findSlot, schedulingError, type TimeSlot, type TimeSlotDay } from '@aisle/api'
import { freeDeliveryBanner } from '../checkout/order-totals.js'
import { isBusy, type ReservationState } from './reservation-machine.js'
import {
  canContinue,
  type DeliveryFilter,
  deliveryFilterChips,
  filterDays,
  type ScheduleSelection,
  showsOwnDeliveryToggle,
} from './scheduling.js'
import type { Scheduling, SchedulingPage, UseSchedulingOptions } from './scheduling-model.js'
import type { SchedulingReads } from './use-scheduling-reads.js'

/** What the screen is shown from: the reads, the choice and the submit, at one render. */
export interface SchedulingViewFacts {
  options: Pick<
    UseSchedulingOptions,
    'banner' | 'fulfillmentType' | 'optionFilterAvailable' | 'experiments'
  >
  reads: Pick<
    SchedulingReads,
    | 'cart'
    | 'cartError'
    | 'loaded'
    | 'redirect'
    | 'pageReady'
    | 'requestItems'
    | 'profile'
    | 'configuration'
    | 'productList'
    | 'ageRestricted'
    | 'minimumAge'
    | 'known'
    | 'quotesWanted'
    | 'stores'
    | 'store'
    | 'quotes'
    | 'quotesError'
    | 'quotesStatus'
  >
  selection: ScheduleSelection
  submit: ReservationState
}

const noDays: TimeSlotDay[] = []

const shownDaysCache = new WeakMap<readonly TimeSlotDay[], Map<DeliveryFilter, TimeSlotDay[]>>()

/**
 * `filterDays`, the same array for the same days and filter: the screen's day carousel and
 * time slots then see unchanged days when only the chosen day or time changed, and skip
 * rendering again. The result is shared: read it, do not change it.
 */
export function shownDays(days: readonly TimeSlotDay[], filter: DeliveryFilter): TimeSlotDay[] {
  let byFilter = shownDaysCache.get(days)
  if (byFilter === undefined) {
    byFilter = new Map()
    shownDaysCache.set(days, byFilter)
  }
  let shown = byFilter.get(filter)
  if (shown === undefined) {
    shown = filterDays(days, filter)
    byFilter.set(filter, shown)
  }
  return shown
}

/** The page: its load failure, loading, a redirect, or ready (checkout.md §2 Routes). */
export function schedulingPageOf(reads: SchedulingViewFacts['reads']): SchedulingPage {
  if (reads.cartError !== undefined) return { status: 'error', error: reads.cartError }
  if (!reads.loaded) return { status: 'loading' }
  if (reads.redirect !== undefined) return { status: 'redirect', redirect: reads.redirect }
  return { status: 'ready' }
}

/** The chosen time, looked up in every day (the filter only hides days). */
export const chosenSlotOf = (
  reads: Pick<SchedulingReads, 'quotes'>,
  selection: Pick<ScheduleSelection, 'slotKey'>,
): TimeSlot | undefined =>
  selection.slotKey === undefined
    ? undefined
    : findSlot(reads.quotes?.days ?? [], selection.slotKey)

type SchedulingView = Omit<
  Scheduling,
  | 'fallout'
  | 'replacementsOpen'
  | 'modalReason'
  | 'selectDay'
  | 'selectTime'
  | 'setFilter'
  | 'selectStore'
  | 'destinationChanged'
  | 'continueToPayment'
  | 'closeReplacements'
  | 'continue'
  | 'verifyAge'
  | 'cancelAge'
  | 'retry'
  | 'reloadQuotes'
  | 'selectNewTime'
  | 'dismiss'
  | 'clearCheckoutState'
>

/**
 * What the scheduling screen shows (checkout.md §2 "Scheduling screen", §4, §6): the page,
 * the quotes as the filter shows them, the chips and toggle as the switches allow, the
 * membership text once the quotes say who the shopper is, and the submit's state.
 */
export function schedulingViewOf({
  options,
  reads,
  selection,
  submit,
}: SchedulingViewFacts): SchedulingView {
  const { fulfillmentType } = options
  const response = reads.quotes
  const allDays = response?.days ?? noDays
  const days = shownDays(allDays, selection.filter)
  const slot = chosenSlotOf(reads, selection)
  const switches = reads.configuration.scheduling
  const filterConfig = {
    ownDeliveryLabel: options.banner.deliveryLabel,
    optionFilterAvailable:
      fulfillmentType === 'Delivery' &&
      (options.optionFilterAvailable ?? switches.optionFilterAvailable),
    variant78ca12:
      options.experiments?.deliveryChipsVariant ?? switches.experiments.deliveryChipsVariant,
  }
  const error = reads.quotesError
  const busy = isBusy(submit)
  const includedItemCount = slot?.items ? slot.items.included.length : reads.requestItems.length
  const deliveryAddress = reads.known.deliveryAddress
  return {
    page: schedulingPageOf(reads),
    userId: reads.profile?.id,
    fulfillmentType,
    selection,
    activeDate: selection.date ?? days.find((day) => day.times.length > 0)?.date ?? days[0]?.date,
    quotes: {
      // Wanted but waiting for the page's own data (cart, products): already on their way.
      status:
        reads.quotesStatus === 'idle' && reads.quotesWanted && !reads.pageReady
          ? 'loading'
          : reads.quotesStatus,
      days,
      ...(response?.message ? { message: response.message } : {}),
      ...(error
        ? {
            error: schedulingError({
              status: error.status,
              ...(error.code === undefined ? {} : { code: error.code }),
            }),
          }
        : {}),
    },
    chips: deliveryFilterChips(allDays, filterConfig),
    showOwnDeliveryToggle: showsOwnDeliveryToggle(filterConfig),
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(reads.store ? { store: reads.store } : {}),
    stores: reads.stores,
    // The membership comes with the quotes: until they are in, whether the shopper is a
    // member (no banner, §6) is unknown, and a banner shown then taken away would move the page.
    membershipText: response
      ? freeDeliveryBanner({
          modality: fulfillmentType,
          membershipType: response.membership?.type,
          freeThreshold: response.membership?.freeThreshold,
          estimatedItemTotal: reads.cart?.summary?.cost.itemTotal ?? 0,
        })
      : undefined,
    items: reads.productList,
    unavailableItems: reads.productList.filter((p) => !p.available),
    ageRestricted: reads.ageRestricted,
    minimumAge: reads.minimumAge,
    includedItemCount,
    canContinue: canContinue({ includedItemCount, submitting: busy }),
    submit,
    busy,
    modal: submit.status === 'modal' ? submit.modal : undefined,
    failure: submit.status === 'failed' ? submit.failure : undefined,
    selectedOptionId: slot?.optionId,
  }
}
