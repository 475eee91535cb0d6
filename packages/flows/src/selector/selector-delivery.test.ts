import { addressFromForm, addressToForm, messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FREE_DELIVERY_MINIMUM } from '../checkout/order-totals.js'
import {
  geolocationConsentHeading,
  geolocationConsentReducer,
  geolocationErrorMessage,
  geolocationOwnText,
  geolocationSearchStep,
} from './geolocation-consent.js'
import { freeDeliveryMinimum, membershipSlotMessage, planTitle } from './membership-text.js'
import {
  addressBookActions,
  addressSaveCall,
  afterAddressChosen,
  initialSelectorAddressState,
  modalityAddressVerdict,
  modalityVerdictErrorEvent,
  type SelectorAddressEvent,
  type SelectorAddressState,
  selectorAddressReducer,
} from './selector-address-flow.js'
import {
  preselectedSlot,
  reservationHoldText,
  selectorSwitchesOf,
  slotFeeText,
  timeSlotError,
  timeSlotPrimaryLabel,
  timeSlotViewState,
} from './selector-delivery.js'

const typed = {
  ...addressToForm(undefined),
  addressLine1: '950 Vine St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
}
const run = (events: SelectorAddressEvent[], from?: SelectorAddressState) =>
  events.reduce(selectorAddressReducer, from ?? initialSelectorAddressState(typed))
const suggestion = {
  street: '950 Vine Street',
  locality: 'Cincinnati',
  region: 'OH',
  postalCode: '45202-1234',
  countryCode: 'US' as const,
}

describe('address flow: shopping-method-selector.md §4 "Address flow"', () => {
  it('validates on submit; a corrected result shows the suggestion with the code -1 message', () => {
    const validating = run([{ type: 'submit' }])
    expect(validating.step).toBe('validating')
    const confirming = run([
      { type: 'submit' },
      { type: 'validated', result: { address: suggestion, validated: true, corrected: true } },
    ])
    expect(confirming).toMatchObject({
      step: 'ADDRESS_CONFIRMATION',
      message: messages.suggestedAddress,
      suggested: { line1: '950 Vine Street', zip: '45202-1234' },
    })
    // Confirm saves the suggested address.
    expect(run([{ type: 'confirm' }], confirming)).toMatchObject({
      step: 'saving',
      address: { line1: '950 Vine Street' },
    })
    // Edit returns to the form with what the shopper typed.
    expect(run([{ type: 'edit' }], confirming)).toEqual({
      step: 'ADDRESS_VALIDATION',
      values: typed,
      errors: {},
    })
  })
  it('saves directly when not corrected; a failed validation falls back to corrected with no suggestion', () => {
    const direct = run([
      { type: 'submit' },
      { type: 'validated', result: { address: suggestion, validated: true, corrected: false } },
    ])
    expect(direct).toMatchObject({ step: 'saving', address: { line1: '950 Vine St' } })
    const failed = run([{ type: 'submit' }, { type: 'validationFailed' }])
    expect(failed).toMatchObject({
      step: 'ADDRESS_CONFIRMATION',
      suggested: undefined,
      message: messages.addressValidationFailed,
    })
    expect(run([{ type: 'confirm' }], failed)).toMatchObject({
      step: 'saving',
      address: { line1: '950 Vine St' },
    })
  })
  it('keeps the form on field errors and ignores events out of step', () => {
    const blank = run([{ type: 'change', values: { city: '' } }, { type: 'submit' }])
    expect(blank.step).toBe('ADDRESS_VALIDATION')
    expect(blank.step === 'ADDRESS_VALIDATION' && blank.errors.city).toBeTruthy()
    const start = initialSelectorAddressState(typed)
    expect(selectorAddressReducer(start, { type: 'confirm' })).toBe(start)
  })
  it('an addressId updates; otherwise a new address is added when saving to the book is on (step 5)', () => {
    expect(addressSaveCall({ addressId: 'a1' } as never)).toBe('update')
    expect(addressSaveCall({} as never)).toBe('add')
    expect(addressSaveCall({} as never, false)).toBe('none')
  })
})

describe('address flow never traps: shopping-method-selector.md §4 "Address flow" steps 5-6', () => {
  const saved = (from: SelectorAddressState = initialSelectorAddressState(typed)) =>
    run(
      [
        { type: 'submit' },
        { type: 'validated', result: { address: suggestion, validated: false, corrected: false } },
        { type: 'saved', address: { ...addressFromForm(typed), addressId: 'addr-9' } },
      ],
      from,
    )
  it('a saved address turned down for the modality reopens the form with the entry id', () => {
    expect(saved().step).toBe('saved')
    const reopened = run([{ type: 'rejected' }], saved())
    expect(reopened).toEqual({
      step: 'ADDRESS_VALIDATION',
      values: { ...typed, addressId: 'addr-9' },
      errors: {},
    })
    // Editable, and the next submit saves to the same entry (an update, not an add).
    const edited = run(
      [{ type: 'change', values: { addressLine1: '128 Vine St' } }, { type: 'submit' }],
      reopened,
    )
    expect(edited).toMatchObject({
      step: 'validating',
      address: { addressId: 'addr-9', line1: '128 Vine St' },
    })
    expect(edited.step === 'validating' && addressSaveCall(edited.address)).toBe('update')
  })
  it('a failed save leaves the form editable: typing returns to the entry step', () => {
    const failed = run(
      [
        { type: 'submit' },
        { type: 'validated', result: { address: suggestion, validated: true, corrected: false } },
        { type: 'saveFailed', message: 'unknown add address service error' },
      ],
      initialSelectorAddressState(typed),
    )
    expect(failed.step).toBe('failed')
    expect(run([{ type: 'change', values: { city: 'Dayton' } }], failed)).toMatchObject({
      step: 'ADDRESS_VALIDATION',
      values: { city: 'Dayton' },
      errors: {},
    })
  })
  it('ignores a refusal outside the saved step', () => {
    const start = initialSelectorAddressState(typed)
    expect(selectorAddressReducer(start, { type: 'rejected' })).toBe(start)
  })
})

describe('the turned-down address is logged: shopping-method-selector.md §8', () => {
  it('"unable to verify" is a user-constraint error event', () => {
    const verdict = modalityAddressVerdict({ validated: false, corrected: false }, 'DELIVERY')
    expect(verdict.eligible).toBe(false)
    if (verdict.eligible) return
    expect(modalityVerdictErrorEvent(verdict, '/v')).toMatchObject({
      type: 'USER_CONSTRAINT_ERROR',
      errors: [
        {
          errorCategory: 'USER_CONSTRAINT_ERROR',
          errorDescription: messages.addressUnverifiable,
          errorEndpoint: '/v',
        },
      ],
    })
  })
})

describe('address for a modality: shopping-method-selector.md §4, §5 "Address", §8', () => {
  it('gives the unable-to-verify, not-valid and not-eligible messages', () => {
    expect(modalityAddressVerdict({ validated: false, corrected: false }, 'DELIVERY')).toEqual({
      eligible: false,
      message:
        'Our system was unable to verify this address. Please edit your address or enter a new one.',
      userConstraint: true,
    })
    expect(modalityAddressVerdict({ validated: false, corrected: true }, 'DELIVERY')).toEqual({
      eligible: false,
      message: 'The address you entered is not valid. Please review the information entered.',
      userConstraint: true,
    })
    expect(
      modalityAddressVerdict({ validated: true, corrected: false, isEligible: false }, 'DELIVERY'),
    ).toMatchObject({ message: 'The address you entered is not eligible for Delivery.' })
    // A confirmed suggestion comes back corrected again: it passes when eligible.
    expect(
      modalityAddressVerdict({ validated: true, corrected: true, isEligible: true }, 'DELIVERY'),
    ).toEqual({ eligible: true })
    expect(
      modalityAddressVerdict({ validated: true, corrected: false, isEligible: true }, 'SHIP'),
    ).toEqual({ eligible: true })
  })
  it('goes to time slots for the retailer’s own delivery, else closes', () => {
    expect(afterAddressChosen(true)).toBe('timeSlots')
    expect(afterAddressChosen(false)).toBe('close')
  })
  it("disables 'Confirm Address' and 'Edit Address' until picked; Edit only when signed in (§2, §5)", () => {
    expect(addressBookActions(undefined, true)).toEqual({
      confirmDisabled: true,
      editShown: true,
      editDisabled: true,
    })
    expect(addressBookActions('a1', true)).toMatchObject({
      confirmDisabled: false,
      editDisabled: false,
    })
    expect(addressBookActions('a1', false).editShown).toBe(false)
  })
})

describe('time-slot view: shopping-method-selector.md §2, §4 "Time slot", §9', () => {
  const time = (quoteId: string, cost?: number) => ({
    quoteId,
    optionId: `${quoteId}-o`,
    displayString: '9:00 AM - 10:00 AM',
    shouldShowFees: true,
    ...(cost === undefined ? {} : { cost }),
  })
  const days = [
    { date: '2026-11-22', month: 'November', times: [] },
    { date: '2026-11-23', month: 'November', times: [time('q1', 0), time('q2', 5)] },
  ]
  it('reads the version and the geolocation switch from the query', () => {
    expect(selectorSwitchesOf('')).toEqual({ timeSlotVersion: 'default', geolocationSearch: true })
    expect(selectorSwitchesOf('?slots=redesign&geolocation=off')).toEqual({
      timeSlotVersion: 'redesign',
      geolocationSearch: false,
    })
    expect(selectorSwitchesOf('?slots=other').timeSlotVersion).toBe('default')
  })
  it('labels the primary button per version', () => {
    expect(timeSlotPrimaryLabel('default')).toBe('Reserve Time')
    expect(timeSlotPrimaryLabel('reserve')).toBe('Reserve Your Time')
    expect(timeSlotPrimaryLabel('redesign')).toBe('Schedule Delivery')
  })
  it('has the states loading, error, no quotes and loaded', () => {
    expect(timeSlotViewState(undefined, false)).toEqual({ status: 'loading' })
    expect(timeSlotViewState(undefined, true)).toEqual({ status: 'error' })
    expect(timeSlotViewState({ days: [days[0] as never] }, false)).toEqual({ status: 'noQuotes' })
    expect(timeSlotViewState({ days }, false)).toMatchObject({ status: 'loaded' })
  })
  it("shows a zero fee as 'Free' and a missing fee as 'TBD'", () => {
    expect(slotFeeText(0)).toBe('Free')
    expect(slotFeeText(undefined)).toBe('TBD')
    expect(slotFeeText(null)).toBe('TBD')
    expect(slotFeeText(4.5)).toBe('$4.50')
  })
  it('preselects the first slot for BST and BSTL members only', () => {
    expect(preselectedSlot({ days, membership: { type: 'BST' } })).toEqual({
      date: '2026-11-23',
      quoteId: 'q1',
      optionId: 'q1-o',
    })
    expect(preselectedSlot({ days, membership: { type: 'BSTL' } })?.quoteId).toBe('q1')
    expect(preselectedSlot({ days, membership: { type: 'HTEL' } })).toBeUndefined()
    expect(preselectedSlot({ days })).toBeUndefined()
  })
  it('requires a time, and words the hold as h:mm A', () => {
    expect(timeSlotError(undefined)).toBe('Please select a time to continue')
    expect(timeSlotError('q1|o')).toBeUndefined()
    expect(
      reservationHoldText({ expiration: { value: '2026-11-22T18:05:00Z' } }, 'America/New_York'),
    ).toBe("We'll hold this reservation until 1:05 PM")
  })
})

describe('geolocation consent: shopping-method-selector.md §2, §4 "Geolocation", §8', () => {
  it('walks the three steps; No Thanks answers false, Continue true', () => {
    const intro = geolocationConsentReducer({ status: 'closed' }, { type: 'ask' })
    expect(intro).toEqual({ status: 'open', step: 0 })
    expect(geolocationConsentReducer(intro, { type: 'howItWorks' })).toEqual({
      status: 'open',
      step: 1,
    })
    const device = geolocationConsentReducer(intro, { type: 'allow' })
    expect(device).toEqual({ status: 'open', step: 2 })
    expect(geolocationConsentReducer(intro, { type: 'continue' })).toBe(intro)
    expect(geolocationConsentReducer(device, { type: 'continue' })).toEqual({
      status: 'answered',
      granted: true,
    })
    expect(geolocationConsentReducer(intro, { type: 'noThanks' })).toEqual({
      status: 'answered',
      granted: false,
    })
  })
  it('has two heading variants, and a feature switch that disables the search', () => {
    expect(geolocationConsentHeading('modalitySelector')).toBe('Ways to Shop Location Access')
    expect(geolocationConsentHeading('findAStore')).toBe('Find a Store Location Access')
    expect(geolocationSearchStep(false, true)).toBe('disabled')
    expect(geolocationSearchStep(true, undefined)).toBe('askConsent')
    expect(geolocationSearchStep(true, false)).toBe('askConsent')
    expect(geolocationSearchStep(true, true)).toBe('locate')
  })
  it('tells error code 1 (permission denied) from the other codes', () => {
    expect(geolocationErrorMessage(1)).toBe(geolocationOwnText.permissionDenied)
    expect(geolocationErrorMessage(2)).toBe(geolocationOwnText.unavailable)
    expect(geolocationErrorMessage(3)).toBe(geolocationOwnText.unavailable)
  })
})

describe('membership plan text: shopping-method-selector.md §9', () => {
  const boost = {
    name: 'Boost',
    plans: [
      { code: 'BST', title: 'Boost' },
      { code: 'BSTL', title: 'Boost Essential' },
    ],
  }
  const htplus = {
    name: 'HTPlus',
    plans: [
      { code: 'HTEL', title: 'HTPlus 99' },
      { code: 'HTPL', title: 'HTPlus 69' },
    ],
  }
  it.each([
    [boost, 'BST', 'Boost'],
    [boost, 'BSTL', 'Boost Essential'],
    [htplus, 'HTEL', 'HTPlus 99'],
    [htplus, 'HTPL', 'HTPlus 69'],
  ])('titles plan %#', (membership, code, title) => {
    expect(planTitle(membership, code)).toBe(title)
  })
  it('defaults the free-delivery minimum to $35', () => {
    expect(DEFAULT_FREE_DELIVERY_MINIMUM).toBe(35)
    expect(freeDeliveryMinimum(undefined)).toBe(35)
    expect(freeDeliveryMinimum(50)).toBe(50)
    expect(membershipSlotMessage('Boost', undefined)).toBe(
      'As a Boost member, delivery is free on orders of $35 or more.*',
    )
    expect(membershipSlotMessage('Boost Essential', 49.5)).toContain('$49.50')
  })
})
