import { describe, expect, it } from 'vitest'
import {
  consentOf,
  consentUpdate,
  customerPreferenceSchema,
  customerPreferencesQuerySchema,
  updateCustomerPreferenceRequestSchema,
} from './customer-preferences.js'

const preference = customerPreferenceSchema.parse({
  id: 'pref-1',
  name: 'geolocationConsent.modalitySelector',
  value: false,
  userSet: false,
  versionKey: 'v1',
})

describe('customer preferences (shopping-method-selector.md §3, §7)', () => {
  it("gets with the 'preferences.full' projection only", () => {
    expect(
      customerPreferencesQuerySchema.safeParse({ projections: 'preferences.full' }).success,
    ).toBe(true)
    expect(customerPreferencesQuerySchema.safeParse({ projections: 'preferences' }).success).toBe(
      false,
    )
  })
  it('updates by value and versionKey', () => {
    expect(consentUpdate(preference, true)).toEqual({ value: true, versionKey: 'v1' })
    expect(updateCustomerPreferenceRequestSchema.safeParse({ value: true }).success).toBe(false)
  })
  it('shows the consent modal until the shopper has answered (§4 "Geolocation")', () => {
    expect(consentOf(undefined)).toBeUndefined()
    expect(consentOf(preference)).toBeUndefined()
    expect(consentOf({ ...preference, userSet: true })).toBe(false)
    expect(consentOf({ ...preference, userSet: true, value: 'true' })).toBe(true)
  })
  it('rejects a preference without versionKey or with a numeric value', () => {
    const { versionKey: _, ...noKey } = preference
    expect(customerPreferenceSchema.safeParse(noKey).success).toBe(false)
    expect(customerPreferenceSchema.safeParse({ ...preference, value: 1 }).success).toBe(false)
  })
})
