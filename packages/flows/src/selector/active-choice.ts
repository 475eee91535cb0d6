import type { ModalityOption, ModalityPreference } from '@aisle/api'
import type { ShoppingChoice } from './selector-cookies.js'

/** What the header needs to name the shopper's active choice. */
export type ActiveChoiceAnswer =
  | { status: 'ready'; choice: ShoppingChoice | undefined }
  /** A store named by id only: its name comes from a search near the shopper (§4). */
  | { status: 'lookup'; locationId: string }

/**
 * The header control's choice for a signed-in shopper (shopping-method-selector.md §6:
 * signed-in shoppers read their active modality through the service; §9: the cookies are
 * what a signed-out shopper keeps). The service's current preference decides; the cookies
 * only lend a store's name when they hold the same store. A delivery address names itself.
 */
export function activeChoiceOf(
  current: ModalityPreference | undefined,
  cookie: ShoppingChoice | undefined,
  stores: readonly ModalityOption[] | undefined,
): ActiveChoiceAnswer {
  if (current === undefined) return { status: 'ready', choice: undefined }
  const { modalityType, destination } = current
  if ('address' in destination) {
    const [line] = destination.address.addressLines
    const sameOption = cookie?.modalityType === modalityType
    return {
      status: 'ready',
      choice: {
        modalityType,
        // The delivery option's id travels in the cookie; the address is the name shown.
        locationId: sameOption ? cookie.locationId : '',
        name: line ?? destination.address.postalCode,
      },
    }
  }
  const { locationId } = destination
  if (cookie?.modalityType === modalityType && cookie.locationId === locationId) {
    return { status: 'ready', choice: cookie }
  }
  const store = stores?.find((option) => option.locationId === locationId)
  if (store) {
    return {
      status: 'ready',
      choice: { modalityType, locationId, name: store.name ?? store.locationId },
    }
  }
  return stores === undefined
    ? { status: 'lookup', locationId }
    : { status: 'ready', choice: undefined }
}
