import type { Checkout, FulfillmentPromise, LineItem } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { directionsLink } from '../confirmation/confirmation-rules.js'
import { paymentOrderDetails } from './checkout-page.js'
import {
  addressWithLocation,
  checkoutItemCount,
  formatTimeWindow,
  fulfillmentStoreOf,
  orderDestination,
  outsideVendorIdOf,
  promisedLineItems,
  promiseVendorIdOf,
  scheduledFulfillment,
} from './checkout-promise.js'

const line = (gtin13: string, quantity: number): LineItem => ({
  cart: { gtin13 },
  quantity,
  substitutionPolicy: 'SHOPPER_CHOICE',
})

const address = {
  addressLines: ['128 High St'],
  cityTown: 'Columbus',
  stateProvince: 'OH',
  postalCode: '43215',
  countryCode: 'US',
}

const promise = (vendor: string, excluded: string[] = []): FulfillmentPromise => ({
  id: 'promise-1',
  versionKey: 'v1',
  expiration: { value: '2026-11-27T12:00:00.000Z' },
  selections: [
    {
      vendor: { id: vendor },
      window: { value: '2026-11-27T18:00:00/2026-11-27T20:00:00', timezone: 'America/New_York' },
      items: {
        included: [{ gtin13: '0000000004011' }],
        excluded: excluded.map((gtin13) => ({ gtin13, code: 'AGE_RESTRICTED' })),
      },
    },
  ],
})

const checkout = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'c1',
  versionKey: 'v1',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [],
  payments: [],
  ...over,
})

const store = {
  locationId: '02400101',
  name: 'Copperline Foods Main',
  address: {
    street: '410 Main St',
    locality: 'Louisville',
    region: 'KY',
    postalCode: '40202',
    countryCode: 'US' as const,
  },
}

describe('checkout.md §3 "Promise (reservation)", §7 "Create checkout (v2)": what scheduling chose', () => {
  it('delivery: the promise whole and the delivery address', () => {
    const chosen = promise('courier-partner')
    expect(
      scheduledFulfillment({
        modality: 'Delivery',
        promise: chosen,
        deliveryAddress: address,
        store: undefined,
      }),
    ).toEqual({ promise: chosen, destinationAddress: address })
  })

  it('pickup: the store with its 3-digit division and 5-digit store number (§3 "Checkout request", §9)', () => {
    const chosen = promise('copperline')
    expect(
      scheduledFulfillment({
        modality: 'Pickup',
        promise: chosen,
        deliveryAddress: address,
        store,
      }),
    ).toEqual({
      promise: chosen,
      store: {
        fulfillmentStoreId: '02400101',
        divisionNumber: '024',
        storeNumber: '00101',
        name: 'Copperline Foods Main',
        address: {
          addressLines: ['410 Main St'],
          cityTown: 'Louisville',
          stateProvince: 'KY',
          postalCode: '40202',
          countryCode: 'US',
        },
      },
    })
  })

  it('a store id that is not 8 characters is not sent; a name over 100 characters is left out (§9)', () => {
    expect(fulfillmentStoreOf({ ...store, locationId: '0240010' })).toBeUndefined()
    expect(fulfillmentStoreOf({ ...store, locationId: '024001011' })).toBeUndefined()
    expect(fulfillmentStoreOf({ ...store, name: 'n'.repeat(100) })?.name).toHaveLength(100)
    expect(fulfillmentStoreOf({ ...store, name: 'n'.repeat(101) })?.name).toBeUndefined()
  })

  it('items the promise excludes are not ordered (§2 "item fallout", §3 items.excluded)', () => {
    const lines = [line('0000000004011', 7), line('0008000000101', 1), line('0001111000202', 2)]
    expect(
      promisedLineItems(lines, promise('courier-partner', ['0008000000101', '0001111000202'])),
    ).toEqual([lines[0]])
    expect(promisedLineItems(lines, promise('greenleaf'))).toEqual(lines)
  })

  it('the address takes the coordinates its address-book entry holds', () => {
    const location = { lat: 39.96, lng: -83 }
    const entry = { address: { ...address, addressLines: ['128 high st '] }, location }
    expect(addressWithLocation(address, [entry])).toEqual({ ...address, location })
    expect(
      addressWithLocation(address, [{ ...entry, address: { ...address, postalCode: '43004' } }]),
    ).toEqual(address)
    const own = { ...address, location: { lat: 1, lng: 2 } }
    expect(addressWithLocation(own, [entry])).toBe(own)
  })
})

describe('checkout.md §1, §5: an outside vendor needs the third-party agreement', () => {
  it('reads the vendor from the promise selections; the banner itself is not an outside vendor', () => {
    const courier = checkout({ fulfillment: { promise: promise('courier-partner') } })
    expect(promiseVendorIdOf(courier)).toBe('courier-partner')
    expect(outsideVendorIdOf(courier, 'hilltop')).toBe('courier-partner')
    const own = checkout({ fulfillment: { promise: promise('hilltop') } })
    expect(outsideVendorIdOf(own, 'hilltop')).toBeUndefined()
    expect(outsideVendorIdOf(checkout({ fulfillment: { promise: { id: 'p' } } }), 'hilltop')).toBe(
      undefined,
    )
  })
})

describe('checkout.md §2 "Order Details": when and where', () => {
  it('the window as the shopper reads it; a value that is not an interval as it is', () => {
    expect(formatTimeWindow('2026-11-27T18:00:00/2026-11-27T20:00:00')).toBe(
      'Friday, November 27, 6:00pm - 8:00pm',
    )
    expect(formatTimeWindow('2026-11-30T09:30/2026-11-30T11:00')).toBe(
      'Monday, November 30, 9:30am - 11:00am',
    )
    expect(formatTimeWindow('2026-12-01T12:00:00/13:00:00')).toBe(
      'Tuesday, December 1, 12:00pm - 1:00pm',
    )
    expect(formatTimeWindow('Tuesday 2:00 PM - 4:00 PM')).toBe('Tuesday 2:00 PM - 4:00 PM')
  })

  it('never throws and keeps any text that is not an interval', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (value) => {
        const shown = formatTimeWindow(value)
        expect(typeof shown).toBe('string')
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) expect(shown).toBe(value)
      }),
    )
  })

  it('delivery: the destination address scheduling gave, with its coordinates', () => {
    const c = checkout({
      fulfillment: { destinationAddress: { ...address, location: { lat: 39.96, lng: -83 } } },
    })
    expect(orderDestination(c)).toEqual({
      kind: 'address',
      lines: ['128 High St', 'Columbus, OH 43215'],
      location: { lat: 39.96, lng: -83 },
    })
  })

  it('pickup: the store by name and address', () => {
    const held = fulfillmentStoreOf(store)
    const c = checkout({ modalityType: 'Pickup', fulfillment: held ? { store: held } : {} })
    expect(orderDestination(c)).toEqual({
      kind: 'store',
      lines: ['Copperline Foods Main', '410 Main St', 'Louisville, KY 40202'],
    })
  })

  it('the directions link: coordinates when known, else the address lines, none without either', () => {
    const other = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }
    expect(
      directionsLink({ lines: ['128 High St'], location: { lat: 39.96, lng: -83 } }, other),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=39.96%2C-83')
    expect(directionsLink({ lines: ['410 Main St', 'Louisville, KY 40202'] }, other)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=410%20Main%20St%2C%20Louisville%2C%20KY%2040202',
    )
    expect(directionsLink({ lines: [] }, other)).toBeUndefined()
    expect(directionsLink(undefined, other)).toBeUndefined()
  })
})

describe('checkout.md §2 "Payment step", §3 summary.itemCount: one item count', () => {
  it('units, the sum of the Quantity column; lines of quantity 0 do not count', () => {
    const c = checkout({
      lineItems: [line('0000000004011', 7), line('0001111000101', 1), line('0004400000303', 0)],
    })
    expect(checkoutItemCount(c)).toBe(8)
    expect(paymentOrderDetails(c).summary).toBe('Delivery · 8 items')
    expect(paymentOrderDetails(checkout({ lineItems: [line('0000000004011', 1)] })).summary).toBe(
      'Delivery · 1 item',
    )
  })

  it("the order details: 'Delivery to' or 'Pickup at', the window, and Change Time", () => {
    const c = checkout({
      fulfillment: { promise: promise('courier-partner'), destinationAddress: address },
    })
    expect(paymentOrderDetails(c)).toMatchObject({
      destinationLabel: 'Delivery to',
      destination: { lines: ['128 High St', 'Columbus, OH 43215'] },
      timeWindow: 'Friday, November 27, 6:00pm - 8:00pm',
      changeTimePath: '/scheduling?fulfillmentType=Delivery&edit=true',
    })
    expect(paymentOrderDetails(checkout({ modalityType: 'Pickup' })).destinationLabel).toBe(
      'Pickup at',
    )
  })
})
