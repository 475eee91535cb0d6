import {
  type BodyOf,
  isApiError,
  type MembershipItem,
  type ModalityOption,
  type ModalityPreference,
  type ModalityType,
} from '@aisle/api'
import { isMembershipActive } from '../account/membership-status.js'
import {
  activeModalities,
  canStartShopping,
  currentModality,
  type SelectorSelection,
} from './selector.js'
import type { ShoppingChoice } from './selector-cookies.js'
import { type DeliveryChoice, deliveryChoices } from './selector-options.js'
import type { OptionsState, SelectorAction, SelectorState } from './selector-state.js'

// The shopping-method selector's pure core under useShoppingMethodSelector
// (shopping-method-selector.md §1, §4, §6, §8): the shopper's active choices, what the
// window shows of the options, and what it asks the services. No React here.

export type ActiveSelections = Partial<Record<ModalityType, SelectorSelection>>

/** Where the shopper's active choices come from: the service (signed in) or the cookies (§9). */
export interface ActiveChoiceFacts {
  signedIn: boolean
  savedChoice: ShoppingChoice | undefined
  /** The modality preferences the service holds (signed in only). */
  history: readonly ModalityPreference[]
}

const toSelection = (preference: ModalityPreference): SelectorSelection | undefined =>
  'locationId' in preference.destination
    ? { modalityType: preference.modalityType, locationId: preference.destination.locationId }
    : undefined

/** The active store or option of each type, and the shopper's current choice among them. */
export interface ActiveChoices {
  /** The latest preference of each type by createdDate (§4), or the kept choice signed out. */
  byType: ActiveSelections
  /** The most recent of all types, or the kept choice signed out. */
  active: SelectorSelection | undefined
}

/** The shopper's active choices (§4 "The most recent active modality of each type"). */
export function activeChoicesOf({
  signedIn,
  savedChoice,
  history,
}: ActiveChoiceFacts): ActiveChoices {
  if (!signedIn) {
    const byType: ActiveSelections = savedChoice
      ? {
          [savedChoice.modalityType]: {
            modalityType: savedChoice.modalityType,
            locationId: savedChoice.locationId,
          },
        }
      : {}
    return { byType, active: savedChoice && byType[savedChoice.modalityType] }
  }
  const byType: ActiveSelections = {}
  for (const preference of Object.values(activeModalities(history))) {
    const selection = toSelection(preference)
    if (selection) byType[preference.modalityType] = selection
  }
  const current = currentModality(history)
  return { byType, active: current && toSelection(current) }
}

/** §1, §6: a membership-active shopper sees the members' reduced fees, under the plan's name. */
export function membershipNameOf(
  membership: { name: string },
  items: readonly MembershipItem[] | undefined,
  now: Date,
): string | undefined {
  return items !== undefined && isMembershipActive(items, now) ? membership.name : undefined
}

/** The delivery and ship choices of loaded options, the active one first (§4). */
export function orderedDeliveryChoices(
  options: OptionsState,
  bannerTitle: string,
  membershipName: string | undefined,
  activeLocationId: string | undefined,
): DeliveryChoice[] {
  if (options.status !== 'loaded') return []
  const choices = deliveryChoices(options.options, bannerTitle, membershipName)
  const selected = choices.find((c) => c.option.locationId === activeLocationId)
  return selected ? [selected, ...choices.filter((c) => c !== selected)] : choices
}

/** Ship is chosen among the delivery options, so it counts as the delivery tab's type. */
const asTab = (type: ModalityType): ModalityType => (type === 'SHIP' ? 'DELIVERY' : type)

export interface SelectorStatus {
  /** A loaded search found nothing for the current modality (§8 no-store message). */
  noStores: boolean
  canStartShopping: boolean
  busy: boolean
}

/**
 * What the window shows of its search and its choice (§4, §8): no stores for the current
 * modality, whether Start Shopping may be pressed (not while a choice is being set), busy.
 */
export function selectorStatusOf(
  state: SelectorState,
  found: readonly ModalityOption[],
  delivery: readonly DeliveryChoice[],
): SelectorStatus {
  const { modality, selection } = state
  const loaded = state.options.status === 'loaded'
  return {
    noStores: loaded && (modality === 'DELIVERY' ? delivery.length === 0 : found.length === 0),
    canStartShopping:
      state.commit.status !== 'saving' &&
      canStartShopping(
        selection && { ...selection, modalityType: asTab(selection.modalityType) },
        asTab(modality),
      ),
    busy: state.options.status === 'loading' || state.commit.status === 'saving',
  }
}

/** The radio choice of a delivery option, as the reducer's 'select'; none for an unknown value. */
export function deliverySelectAction(
  delivery: readonly DeliveryChoice[],
  value: string,
): SelectorAction | undefined {
  const choice = delivery.find((c) => c.value === value)
  if (choice === undefined) return undefined
  return {
    type: 'select',
    value,
    selection: { modalityType: choice.modalityType, locationId: choice.option.locationId },
  }
}

/** What Start Shopping hands back as the choice's name: the option's label, else its location. */
export function startShoppingName(
  delivery: readonly DeliveryChoice[],
  selectedValue: string | undefined,
  selection: SelectorSelection,
): string {
  return delivery.find((c) => c.value === selectedValue)?.label ?? selection.locationId
}

/** The preference that sets the shopper's active modality (§4, §7), from the options. */
export function activeModalityRequestOf(
  selection: SelectorSelection,
  id: string,
  now: Date,
): BodyOf<'setActiveModality'> {
  return {
    id,
    modalityType: selection.modalityType,
    destination: { locationId: selection.locationId },
    createdDate: now.toISOString(),
    source: 'options',
  }
}

/** A failed options search as the reducer's action (§8); anything but an API error is thrown on. */
export function optionsFailedAction(request: number, error: unknown): SelectorAction {
  if (!isApiError(error)) throw error
  return {
    type: 'optionsFailed',
    request,
    status: error.status,
    ...(error.code === undefined ? {} : { code: error.code }),
  }
}
