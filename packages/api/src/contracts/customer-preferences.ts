import * as z from 'zod/mini'
import { text } from './common.js'

/**
 * Customer preferences (shopping-method-selector.md §3, §7; checkout.md §7): get
 * with a filter chain, a filter name and `projections=preferences.full`; add; update
 * by preferenceId with value and versionKey.
 */
export const customerPreferenceSchema = z.object({
  id: text,
  name: text,
  value: z.union([z.boolean(), z.string()]),
  userSet: z.boolean(),
  versionKey: text,
})
export type CustomerPreference = z.infer<typeof customerPreferenceSchema>

export const CUSTOMER_PREFERENCES_PROJECTION = 'preferences.full'

export const customerPreferencesQuerySchema = z.object({
  filterChain: z.optional(z.string()),
  filterName: z.optional(z.string()),
  projections: z.literal(CUSTOMER_PREFERENCES_PROJECTION),
})

export const customerPreferencesResponseSchema = z.object({
  preferences: z.array(customerPreferenceSchema),
})

export const addCustomerPreferenceRequestSchema = z.object({
  name: text,
  value: customerPreferenceSchema.shape.value,
})

export const updateCustomerPreferenceRequestSchema = z.object({
  value: customerPreferenceSchema.shape.value,
  versionKey: text,
})

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
  return { value: granted, versionKey: preference.versionKey } satisfies z.infer<
    typeof updateCustomerPreferenceRequestSchema
  >
}
