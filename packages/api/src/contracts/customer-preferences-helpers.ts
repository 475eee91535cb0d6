import type {
  AddCustomerPreferenceRequest,
  CustomerPreference,
  UpdateCustomerPreferenceRequest,
} from './customer-preferences.js'
import type { CheckoutModalityType } from './modality.js'

/** The projection every customer-preferences query asks for (checkout.md §7). */
export const CUSTOMER_PREFERENCES_PROJECTION = 'preferences.full'

/**
 * Bounds of a preference (ours: the spec gives none). Names are keys such as
 * 'geolocationConsent.modalitySelector'; a value is a flag or a short text, at most the
 * saved delivery instructions (128, checkout.md §9) with room to spare.
 */
export const CUSTOMER_PREFERENCE_LIMITS = { name: 100, value: 256 } as const

// The customer-preference helpers without the schemas (see helpers.test.ts): the consent
// and saved-instructions rules that pages run before any call is parsed.

/**
 * The geolocation consent preferences: Find a Store, InStore, Pay, On My Way and the
 * Modality Selector (shopping-method-selector.md §3). The names are ours; the spec
 * does not give the service's keys.
 */
export const geolocationConsentPreferenceNames = {
  findAStore: 'geolocationConsent.findAStore',
  inStore: 'geolocationConsent.inStore',
  pay: 'geolocationConsent.pay',
  onMyWay: 'geolocationConsent.onMyWay',
  modalitySelector: 'geolocationConsent.modalitySelector',
} as const
export type GeolocationConsentArea = keyof typeof geolocationConsentPreferenceNames

/**
 * Whether consent is granted: `undefined` when the shopper never answered, so the
 * consent modal shows (shopping-method-selector.md §4 "Geolocation").
 */
export function consentOf(preference: CustomerPreference | undefined): boolean | undefined {
  if (preference === undefined || !preference.userSet) return undefined
  return preference.value === true || preference.value === 'true'
}

/** 'No Thanks' saves false, Continue saves true (shopping-method-selector.md §4). */
export function consentUpdate(preference: CustomerPreference, granted: boolean) {
  return {
    value: granted,
    versionKey: preference.versionKey,
  } satisfies UpdateCustomerPreferenceRequest
}

/**
 * The saved order instructions (checkout.md §4 "Order instructions are saved or not; with
 * the 'save' option on, the note is kept as a saved preference"): one string preference per
 * modality, since a pickup note and a delivery note say different things. The names are
 * ours; the spec does not give the service's keys. The service has no delete, so a note
 * no longer kept is stored as the empty string.
 */
export const orderInstructionsPreferenceNames = {
  delivery: 'orderInstructions.delivery',
  pickup: 'orderInstructions.pickup',
} as const

/** The preference holding the saved note of an order of this modality. */
export function orderInstructionsPreferenceName(modality: CheckoutModalityType): string {
  return modality === 'Delivery'
    ? orderInstructionsPreferenceNames.delivery
    : orderInstructionsPreferenceNames.pickup
}

/** The saved note, or `undefined` when none is kept (missing, never set, or emptied). */
export function savedInstructionsOf(
  preference: CustomerPreference | undefined,
): string | undefined {
  if (preference === undefined || !preference.userSet || typeof preference.value !== 'string')
    return undefined
  const note = preference.value.trim()
  return note === '' ? undefined : note
}

/**
 * The call that keeps `note` as the saved note (the empty string drops it): an update of
 * the stored preference with its versionKey, else an add; `undefined` when the stored
 * value already says so.
 */
export function orderInstructionsPreferenceWrite(
  stored: CustomerPreference | undefined,
  name: string,
  note: string,
):
  | { route: 'addCustomerPreference'; body: AddCustomerPreferenceRequest }
  | {
      route: 'updateCustomerPreference'
      preferenceId: string
      body: UpdateCustomerPreferenceRequest
    }
  | undefined {
  const value = note.trim()
  if ((savedInstructionsOf(stored) ?? '') === value) return undefined
  if (stored === undefined) return { route: 'addCustomerPreference', body: { name, value } }
  return {
    route: 'updateCustomerPreference',
    preferenceId: stored.id,
    body: { value, versionKey: stored.versionKey },
  }
}
