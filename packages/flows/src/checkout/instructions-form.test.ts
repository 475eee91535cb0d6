import { type Checkout, CUSTOMER_PREFERENCES_PROJECTION, type CustomerPreference } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { DONT_RING_BELL_MARKER, instructionsText, noteLimit } from './instructions.js'
import {
  adoptsOrderNote,
  deliveryTypeUpdateOf,
  instructionsViewOf,
  noteBlurOf,
  prefilledNoteOf,
  ringBellOf,
  savedNoteChoiceOf,
  savedNoteQueryOf,
  storedNotePreferenceOf,
} from './instructions-form.js'

// checkout.md §4 "Order instructions are saved or not ... sent on blur", §5 "Order
// instructions", "Leave at my door", third-party agreements, §7 "Update fulfillment", §9
// 128 characters, without React: what useInstructions shows, sends and keeps.

const order = (modalityType: Checkout['modalityType'], fulfillment: Checkout['fulfillment'] = {}) =>
  ({ modalityType, fulfillment }) as Checkout
const byVendor = (id: string) => ({ promise: { id: 'p', selections: [{ vendor: { id } }] } })
const none = { leaveAtDoorAccepted: false, thirdPartyAccepted: false }
const viewOf = (checkout: Checkout | undefined, accepted = none) =>
  instructionsViewOf(checkout, 'greenleaf', accepted)
const withMarker = (note: string) => `${note}${DONT_RING_BELL_MARKER}`
const tooLongWithBell = 'x'.repeat(noteLimit(true) + 1)

describe('what the order says: checkout.md §5', () => {
  it("a delivery note with the marker reads as the note with 'Don't ring bell' on", () => {
    const delivery = viewOf(order('Delivery', { instructions: withMarker('Gate code 12') }))
    expect(delivery).toMatchObject({ isDelivery: true, note: 'Gate code 12', dontRingBell: true })
    const pickup = viewOf(order('Pickup', { instructions: withMarker('By the door') }))
    expect(pickup).toMatchObject({ isDelivery: false, dontRingBell: false })
  })

  it("'Leave at my door' is for deliveries without age-restricted items (a birth date)", () => {
    expect(viewOf(order('Delivery')).contactlessAvailable).toBe(true)
    expect(viewOf(order('Pickup')).contactlessAvailable).toBe(false)
    const contact = { contact: { dateOfBirth: '1990-01-01' } } as Checkout['fulfillment']
    expect(viewOf(order('Delivery', contact)).contactlessAvailable).toBe(false)
  })

  it('before the checkout is read, it is no delivery and has no note', () => {
    const { isDelivery, note, contactlessAvailable, vendorId } = viewOf(undefined)
    expect([isDelivery, note, contactlessAvailable, vendorId]).toEqual([
      false,
      '',
      false,
      undefined,
    ])
  })

  it("'Leave at my door' on reads from the delivery type", () => {
    expect(viewOf(order('Delivery', { deliveryType: 'Contactless' })).contactless).toBe(true)
    expect(viewOf(order('Delivery')).contactless).toBe(false)
  })

  it("an outside vendor's time needs its agreement; the banner's own delivery none", () => {
    expect(viewOf(order('Delivery', byVendor('instacart-1')))).toMatchObject({
      vendorId: 'instacart-1',
      agreementMessage: instructionsText.instacartAgreement,
      isInstacart: true,
    })
    expect(viewOf(order('Delivery', byVendor('shipt')))).toMatchObject({
      agreementMessage: instructionsText.providerAgreement,
      isInstacart: false,
    })
    expect(viewOf(order('Delivery', byVendor('greenleaf')))).toMatchObject({
      vendorId: undefined,
      agreementMessage: undefined,
    })
  })
})

describe("what blocks the order: checkout.md §5 'Leave at my door', third-party agreements", () => {
  const contactless = order('Delivery', { deliveryType: 'Contactless' })
  const vendor = order('Delivery', byVendor('shipt'))

  it("'Leave at my door' needs its acceptance, an outside vendor its agreement", () => {
    expect(viewOf(contactless).acceptanceErrors).toEqual([
      "Please accept 'Leave at my door' to continue.",
    ])
    expect(viewOf(contactless, { ...none, leaveAtDoorAccepted: true }).acceptanceErrors).toEqual([])
    expect(viewOf(vendor).acceptanceErrors).toEqual([instructionsText.providerAgreement])
    expect(viewOf(vendor, { ...none, thirdPartyAccepted: true }).acceptanceErrors).toEqual([])
    expect(viewOf(order('Delivery')).acceptanceErrors).toEqual([])
  })
})

describe('what is sent: checkout.md §4 "Instructions are sent on blur", §5, §7', () => {
  it('a blur sends the trimmed note when the order does not hold it, and keeps it with save on', () => {
    expect(noteBlurOf({ note: ' Gate 12 ', sent: '', dontRingBell: true, saveNote: true })).toEqual(
      {
        value: 'Gate 12',
        update: { fulfillment: { instructions: withMarker('Gate 12') } },
        keep: true,
      },
    )
    const unchanged = { note: 'Gate 12', sent: 'Gate 12', dontRingBell: false, saveNote: false }
    expect(noteBlurOf(unchanged)).toEqual({ value: 'Gate 12', update: undefined, keep: false })
  })

  it('a note too long for its limit is neither sent nor kept (§9)', () => {
    const tooLong = 'x'.repeat(noteLimit(false) + 1)
    expect(
      noteBlurOf({ note: tooLong, sent: '', dontRingBell: false, saveNote: true }),
    ).toBeUndefined()
    const blur = { note: tooLongWithBell, sent: '', dontRingBell: true, saveNote: true }
    expect(noteBlurOf(blur)).toBeUndefined()
  })

  it("'Don't ring bell' sends the note again with or without the marker, unless it is too long", () => {
    expect(ringBellOf(' Gate 12 ', true)).toEqual({
      error: undefined,
      value: 'Gate 12',
      update: { fulfillment: { instructions: withMarker('Gate 12') } },
    })
    expect(ringBellOf('Gate 12', false)).toMatchObject({
      update: { fulfillment: { instructions: 'Gate 12' } },
    })
    expect(ringBellOf(tooLongWithBell, true)).toEqual({
      error: instructionsText.tooLongWithBell(noteLimit(true)),
    })
    expect(ringBellOf(tooLongWithBell, false)).toMatchObject({ error: undefined })
  })

  it("'Leave at my door' sends the delivery type", () => {
    expect(deliveryTypeUpdateOf(true)).toEqual({ fulfillment: { deliveryType: 'Contactless' } })
    expect(deliveryTypeUpdateOf(false)).toEqual({ fulfillment: { deliveryType: 'Standard' } })
  })

  it('a note the order gets elsewhere replaces the field only while it shows what was sent', () => {
    expect(adoptsOrderNote('Gate 12', 'Gate 12', 'Gate 14')).toBe(true)
    expect(adoptsOrderNote('Gate 13', 'Gate 12', 'Gate 14')).toBe(false)
    expect(adoptsOrderNote('Gate 12', 'Gate 12', 'Gate 12')).toBe(false)
  })
})

describe('the saved note: checkout.md §4 "Order instructions are saved or not", §7', () => {
  it("'save' off drops the saved note; on keeps the field's note unless it is too long", () => {
    expect(savedNoteChoiceOf(false, 'Gate 12', false)).toBe('')
    expect(savedNoteChoiceOf(true, ' Gate 12 ', false)).toBe('Gate 12')
    expect(savedNoteChoiceOf(true, tooLongWithBell, true)).toBeUndefined()
  })

  it("fills an empty field of an order without a note; the order's own note wins", () => {
    expect(prefilledNoteOf('Saved', '', '')).toBe('Saved')
    expect(prefilledNoteOf('Saved', 'On the order', 'On the order')).toBeUndefined()
    expect(prefilledNoteOf('Saved', '', 'Typed')).toBeUndefined()
    // Emptied by the shopper, the field of an order with a note stays empty.
    expect(prefilledNoteOf('Saved', 'On the order', '')).toBeUndefined()
  })

  it('is read by its preference name, with the full projection', () => {
    expect(savedNoteQueryOf(null)).toBeNull()
    expect(savedNoteQueryOf('orderInstructions.pickup')).toEqual({
      query: {
        filterName: 'orderInstructions.pickup',
        projections: CUSTOMER_PREFERENCES_PROJECTION,
      },
    })
    const note = { id: 'n', name: 'orderInstructions.pickup', value: 'v' } as CustomerPreference
    const read = { preferences: [{ ...note, id: 'o', name: 'geolocation' }, note] }
    expect(storedNotePreferenceOf(read, 'orderInstructions.pickup')).toBe(note)
    expect(storedNotePreferenceOf(read, null)).toBeUndefined()
    expect(storedNotePreferenceOf(undefined, 'orderInstructions.pickup')).toBeUndefined()
  })
})
