import type { AddressFormValues, AddressValidationResult } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { addressRemovedToast, addressRemoveReducer } from './address-remove.js'
import {
  type AddressSaveEvent,
  type AddressSaveState,
  addressSaveReducer,
  assertAddressComplete,
  initialAddressSaveState,
  isAddressSaveBusy,
} from './address-save.js'

const typed: AddressFormValues = {
  addressLine1: '100 main street',
  city: 'cincinnati',
  state: 'OH',
  zipCode: '45202',
  isHome: false,
}

const run = (state: AddressSaveState, ...events: AddressSaveEvent[]) =>
  events.reduce(addressSaveReducer, state)

const submitted = () => run(initialAddressSaveState(typed), { type: 'submit' })

const result = (over: Partial<AddressValidationResult>): AddressValidationResult => ({
  address: {
    street: '100 Main St',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45202-4321',
    countryCode: 'US',
  },
  validated: true,
  corrected: false,
  ...over,
})

describe('address save: account-area.md §4 "Address save"', () => {
  it('step 1-2: a US address is verified first, with the spinner showing', () => {
    const state = submitted()
    expect(state.step).toBe('verifying')
    expect(isAddressSaveBusy(state)).toBe(true)
  })

  it('step 2: a Canadian address skips verification', () => {
    const state = run(initialAddressSaveState({ ...typed, state: 'ON', zipCode: 'k1a0b1' }), {
      type: 'submit',
    })
    expect(state.step).toBe('saving')
    if (state.step === 'saving')
      expect(state.address).toMatchObject({ countryCode: 'CA', zip: 'K1A 0B1' })
  })

  it('§5: an invalid form stays in editing with its errors and the typed values', () => {
    const state = run(initialAddressSaveState({ ...typed, city: '' }), { type: 'submit' })
    expect(state).toMatchObject({ step: 'editing', errors: { city: 'City is required' } })
    expect(state.values).toEqual({ ...typed, city: '' })
  })

  it("step 3: not verified asks to tick 'Use this address' before saving", () => {
    const notVerified = run(submitted(), { type: 'verified', result: result({ validated: false }) })
    expect(notVerified).toMatchObject({ step: 'not-verified', useThisAddress: false })
    expect(run(notVerified, { type: 'confirm' }).step).toBe('not-verified')
    const saving = run(
      notVerified,
      { type: 'setUseThisAddress', checked: true },
      { type: 'confirm' },
    )
    expect(saving.step).toBe('saving')
    if (saving.step === 'saving') expect(saving.address.line1).toBe('100 main street')
  })

  it('step 3: going back to edit keeps what was typed', () => {
    const back = run(
      submitted(),
      { type: 'verified', result: result({ validated: false }) },
      { type: 'back' },
    )
    expect(back).toEqual({ step: 'editing', values: typed, errors: {} })
  })

  it('step 4: a corrected address offers the suggestion, preselected, or the original', () => {
    const suggestion = run(submitted(), { type: 'verified', result: result({ corrected: true }) })
    expect(suggestion).toMatchObject({ step: 'suggestion', choice: 'suggested' })
    const withSuggested = run(suggestion, { type: 'confirm' })
    if (withSuggested.step !== 'saving') throw new Error('expected saving')
    expect(withSuggested.address).toMatchObject({
      line1: '100 Main St',
      city: 'Cincinnati',
      zip: '45202-4321',
      type: 'delivery',
    })
    const withOriginal = run(
      suggestion,
      { type: 'choose', choice: 'original' },
      { type: 'confirm' },
    )
    if (withOriginal.step !== 'saving') throw new Error('expected saving')
    expect(withOriginal.address.line1).toBe('100 main street')
  })

  it('step 5: verified and unchanged is saved directly', () => {
    expect(run(submitted(), { type: 'verified', result: result({}) }).step).toBe('saving')
  })

  it('step 6: a verification error shows the not-verified dialog', () => {
    expect(run(submitted(), { type: 'verificationFailed' })).toMatchObject({ step: 'not-verified' })
  })

  it("step 7: success gives the created or updated toast (§8 'Toasts')", () => {
    const saved = run(
      submitted(),
      { type: 'verified', result: result({}) },
      {
        type: 'saved',
        address: {
          line1: 'x',
          city: 'y',
          stateCode: 'OH',
          zip: '45202',
          countryCode: 'US',
          type: 'delivery',
          preferred: false,
        },
      },
    )
    expect(saved).toMatchObject({ step: 'saved', toast: 'Your address has been created.' })
    const edited = run(
      initialAddressSaveState({ ...typed, addressId: 'a1' }),
      { type: 'submit' },
      { type: 'verified', result: result({}) },
      {
        type: 'saved',
        address: {
          addressId: 'a1',
          line1: 'x',
          city: 'y',
          stateCode: 'OH',
          zip: '45202',
          countryCode: 'US',
          type: 'delivery',
          preferred: false,
        },
      },
    )
    expect(edited).toMatchObject({ step: 'saved', toast: 'Your address has been updated.' })
  })

  it('a failed save returns to the form with the message and nothing typed lost', () => {
    const failed = run(
      submitted(),
      { type: 'verified', result: result({}) },
      { type: 'saveFailed', message: 'We could not find that address.' },
    )
    expect(failed).toEqual({
      step: 'editing',
      values: typed,
      errors: {},
      failure: 'We could not find that address.',
    })
  })
})

describe("address remove: account-area.md §4 'Remove'", () => {
  it('asks, then Cancel closes and Remove removes', () => {
    const asked = addressRemoveReducer({ step: 'idle' }, { type: 'ask', addressId: 'a1' })
    expect(addressRemoveReducer(asked, { type: 'cancel' })).toEqual({ step: 'idle' })
    const removing = addressRemoveReducer(asked, { type: 'remove' })
    expect(addressRemoveReducer(removing, { type: 'removed' })).toEqual({
      step: 'removed',
      addressId: 'a1',
    })
  })

  it('a failure keeps the dialog open with the message, so Remove can be retried', () => {
    const failed = addressRemoveReducer(
      { step: 'removing', addressId: 'a1' },
      { type: 'failed', message: 'm' },
    )
    expect(failed).toEqual({ step: 'confirming', addressId: 'a1', failure: 'm' })
  })

  it("the toasts differ per book (§8 'Toasts')", () => {
    expect(addressRemovedToast('legacy')).toEqual({ description: 'Your address has been removed.' })
    expect(addressRemovedToast('v2')).toEqual({
      title: 'Address Is Deleted',
      description: 'Address successfully deleted',
    })
  })
})

describe("an add needs every field, or fails as an 'invalid address': account-area.md §5", () => {
  const complete = {
    line1: '100 Main St',
    city: 'Cincinnati',
    stateCode: 'OH',
    zip: '45202',
    countryCode: 'US',
    type: 'delivery',
  } as const
  it('passes a complete address', () => {
    expect(() => assertAddressComplete({ ...complete, preferred: false })).not.toThrow()
  })
  it.each(['city', 'line1', 'stateCode', 'zip'] as const)('refuses an add without %s', (field) => {
    expect(() => assertAddressComplete({ ...complete, preferred: false, [field]: ' ' })).toThrow(
      'invalid address',
    )
  })
})
