import { describe, expect, it } from 'vitest'
import {
  customerPreferenceSchema,
  customerPreferencesQuerySchema,
  updateCustomerPreferenceRequestSchema,
} from './customer-preferences.js'
import {
  consentOf,
  consentUpdate,
  orderInstructionsPreferenceName,
  orderInstructionsPreferenceWrite,
  savedInstructionsOf,
} from './customer-preferences-helpers.js'

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

describe('saved order instructions (checkout.md §4 "Order instructions are saved or not")', () => {
  const name = orderInstructionsPreferenceName('Delivery')
  const saved = customerPreferenceSchema.parse({
    id: 'pref-note',
    name,
    value: 'Gate code 4411',
    userSet: true,
    versionKey: 'v2',
  })
  it('keeps one note per modality: pickup and in-store share the pickup note', () => {
    expect(name).toBe('orderInstructions.delivery')
    expect(orderInstructionsPreferenceName('Pickup')).toBe('orderInstructions.pickup')
    expect(orderInstructionsPreferenceName('InStore')).toBe('orderInstructions.pickup')
  })
  it('reads a kept note; an emptied, unset or non-text preference keeps none', () => {
    expect(savedInstructionsOf(saved)).toBe('Gate code 4411')
    expect(savedInstructionsOf(undefined)).toBeUndefined()
    expect(savedInstructionsOf({ ...saved, value: '  ' })).toBeUndefined()
    expect(savedInstructionsOf({ ...saved, userSet: false })).toBeUndefined()
    expect(savedInstructionsOf({ ...saved, value: true })).toBeUndefined()
  })
  it('adds the first note, updates a stored one with its versionKey, empties it to drop it', () => {
    expect(orderInstructionsPreferenceWrite(undefined, name, ' Ring twice ')).toEqual({
      route: 'addCustomerPreference',
      body: { name, value: 'Ring twice' },
    })
    expect(orderInstructionsPreferenceWrite(saved, name, 'Ring twice')).toEqual({
      route: 'updateCustomerPreference',
      preferenceId: 'pref-note',
      body: { value: 'Ring twice', versionKey: 'v2' },
    })
    expect(orderInstructionsPreferenceWrite(saved, name, '')).toEqual({
      route: 'updateCustomerPreference',
      preferenceId: 'pref-note',
      body: { value: '', versionKey: 'v2' },
    })
  })
  it('sends nothing when the stored value already says so', () => {
    expect(orderInstructionsPreferenceWrite(saved, name, 'Gate code 4411')).toBeUndefined()
    expect(orderInstructionsPreferenceWrite(undefined, name, '')).toBeUndefined()
    expect(orderInstructionsPreferenceWrite({ ...saved, value: '' }, name, '')).toBeUndefined()
  })
})
