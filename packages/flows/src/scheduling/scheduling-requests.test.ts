import { type ApiError, ApiRequestError, type Checkout, type FulfillmentPromise } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  CART_CHECKOUT_ID,
  cartLinesOf,
  createCheckoutRequestOf,
  deliveryFilterPreference,
  destinationOf,
  destinationsOf,
  falloutOf,
  pickupStorePreference,
  promiseRequestOf,
  submitErrorOutcome,
  timeSlotsRequestOf,
} from './scheduling-requests.js'

const NOW = new Date('2026-11-22T10:00:00Z')
const address = {
  addressLines: ['410 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}
const line = (gtin13: string, quantity: number, modalityType?: 'Pickup' | 'Delivery') => ({
  cart: { gtin13 },
  quantity,
  substitutionPolicy: 'SHOPPER_CHOICE' as const,
  ...(modalityType ? { modalityType } : {}),
})
const cart = {
  id: CART_CHECKOUT_ID,
  versionKey: 'v1',
  status: 'DRAFT',
  payments: [],
  buyer: { profileId: 'shopper-1' },
  lineItems: [
    line('0000000004011', 6, 'Delivery'),
    line('0008000000101', 0),
    line('0008', 2, 'Pickup'),
  ],
  fulfillment: { contact: { firstName: 'Ada', lastName: 'Lee', phone: '5135550100' } },
} as unknown as Checkout
const promise = {
  id: 'promise-1',
  versionKey: 'v1',
  expiration: { value: '2026-11-22T11:00:00.000Z' },
  selections: [
    {
      vendor: { id: 'greenleaf' },
      window: { value: 'w', timezone: 'UTC' },
      items: { included: [], excluded: [] },
    },
  ],
} as unknown as FulfillmentPromise

const error = (over: Record<string, unknown>): ApiError =>
  ApiRequestError.of({
    kind: 'http',
    status: 500,
    body: {},
    route: 'createPromise',
    endpoint: '/api/x',
    message: 'no',
    ...over,
  } as Parameters<typeof ApiRequestError.of>[0])

describe('the scheduling core: checkout.md §4 "Scheduling flow", §7 calls, without React', () => {
  it('counts the lines of the fulfillment type with a quantity above 0', () => {
    expect(cartLinesOf(cart, 'Delivery').map((l) => l.cart.gtin13)).toEqual(['0000000004011'])
    expect(cartLinesOf(cart, 'Pickup').map((l) => l.cart.gtin13)).toEqual(['0008'])
    expect(cartLinesOf(undefined, 'Pickup')).toEqual([])
  })

  it('reads the active modality and both destinations from the preferences', () => {
    const known = destinationsOf([
      {
        id: 'd',
        modalityType: 'DELIVERY',
        destination: { address },
        createdDate: '2026-11-02T10:00:00.000Z',
        source: 'options',
      },
      {
        id: 'p',
        modalityType: 'PICKUP',
        destination: { locationId: '01400943' },
        createdDate: '2026-11-01T10:00:00.000Z',
        source: 'options',
      },
    ])
    expect(known.activeType).toBe('Delivery')
    expect(known.deliveryAddress).toEqual(address)
    expect(known.pickupLocationId).toBe('01400943')
    expect(destinationOf('Delivery', known)).toEqual({ address })
    expect(destinationOf('Pickup', known)).toEqual({ locationId: '01400943' })
    expect(destinationOf('Pickup', {})).toBeUndefined()
  })

  it('§7 Timeslots: the vendors filter names the banner only for its own delivery', () => {
    const items = [{ gtin13: '0000000004011', quantity: 6 }]
    const facts = {
      fulfillmentType: 'Delivery' as const,
      destination: { address },
      bannerId: 'greenleaf',
      items,
    }
    expect(timeSlotsRequestOf({ ...facts, ownOnly: false })).toEqual({
      modality: { type: 'DELIVERY', destination: { address } },
      items,
    })
    expect(timeSlotsRequestOf({ ...facts, ownOnly: true }).vendors).toEqual({
      sources: ['greenleaf'],
    })
  })

  it('§7 Create promise: the option, its window and vendor when the slot has them', () => {
    const items = [{ gtin13: '1', quantity: 1 }]
    expect(promiseRequestOf({ optionId: 'o-1' }, 'Pickup', items)).toEqual({
      modalityType: 'PICKUP',
      optionIds: ['o-1'],
      items,
    })
    const window = { value: 'w', timezone: 'UTC' }
    expect(
      promiseRequestOf({ optionId: 'o-1', window, vendorId: 'courier' }, 'Delivery', items),
    ).toMatchObject({ originalWindow: window, vendorId: 'courier' })
  })

  it('§7 Create checkout (v2): the birth date on buyer and contact, the saved note, paymentVersion 2', () => {
    const body = createCheckoutRequestOf({
      cart,
      lines: cartLinesOf(cart, 'Delivery'),
      savedNote: 'Leave by the side door',
      fulfillmentType: 'Delivery',
      promise,
      deliveryAddress: address,
      store: undefined,
      birthDate: '1990-01-01',
    })
    expect(body.buyer).toEqual({ profileId: 'shopper-1', dateOfBirth: '1990-01-01' })
    expect(body.fulfillment.contact).toMatchObject({ firstName: 'Ada', dateOfBirth: '1990-01-01' })
    expect(body.fulfillment.instructions).toBe('Leave by the side door')
    expect(body.cartId).toBe(CART_CHECKOUT_ID)
    expect(body.properties).toEqual({ paymentVersion: '2', createOrderPromiseHadFallout: false })
  })

  it('§5 instructions max 128: a longer saved note is not sent', () => {
    const facts = {
      cart,
      lines: [],
      fulfillmentType: 'Delivery' as const,
      promise,
      deliveryAddress: address,
      store: undefined,
      birthDate: undefined,
    }
    expect(
      createCheckoutRequestOf({ ...facts, savedNote: 'x'.repeat(128) }).fulfillment.instructions,
    ).toHaveLength(128)
    expect(
      createCheckoutRequestOf({ ...facts, savedNote: 'x'.repeat(129) }).fulfillment.instructions,
    ).toBeUndefined()
  })

  it('§4 delivery filter and Change Store: the preferences they send', () => {
    const preference = {
      id: 'd',
      modalityType: 'DELIVERY' as const,
      destination: { address },
      createdDate: '2026-11-01T10:00:00.000Z',
      source: 'options',
    }
    expect(deliveryFilterPreference(preference, 'own', NOW)).toMatchObject({
      source: 'KROGER_DELIVERY',
      createdDate: NOW.toISOString(),
    })
    expect(pickupStorePreference(undefined, '01400943', NOW)).toEqual({
      id: 'modality-pickup',
      modalityType: 'PICKUP',
      destination: { locationId: '01400943' },
      createdDate: NOW.toISOString(),
      source: 'scheduling',
    })
  })

  it('§2 item fallout: names from the products, only out-of-stock items replaceable', () => {
    const slot = {
      quoteId: 'q',
      optionId: 'o',
      displayString: 'o',
      cost: 1,
      shouldShowFees: true,
      items: {
        included: [],
        excluded: [
          { gtin13: '1', code: 'OUT_OF_STOCK' },
          { gtin13: '2', code: 'ALCOHOL_NA_FOR_ADDRESS', quantity: 3 },
        ],
      },
    }
    const products = [{ gtin13: '1', description: 'Milk', available: false, ageRestricted: false }]
    expect(falloutOf(slot as never, products as never)).toEqual([
      { gtin13: '1', description: 'Milk', code: 'OUT_OF_STOCK', quantity: 1, replaceable: true },
      {
        gtin13: '2',
        description: '2',
        code: 'ALCOHOL_NA_FOR_ADDRESS',
        quantity: 3,
        replaceable: false,
      },
    ])
    expect(falloutOf(undefined, [])).toEqual([])
  })

  it('§4 session errors go to sign-in; a checkout timeout is Order Timed Out; conflicts are Time Expired', () => {
    expect(
      submitErrorOutcome(error({ kind: 'unauthenticated', status: 401 }), 'promise').type,
    ).toBe('signin')
    expect(submitErrorOutcome(error({ kind: 'timeout', status: 408 }), 'checkout').type).toBe(
      'orderTimedOut',
    )
    expect(submitErrorOutcome(error({ kind: 'timeout', status: 408 }), 'promise').type).toBe(
      'failed',
    )
    expect(submitErrorOutcome(error({ status: 409 }), 'promise').type).toBe('timeExpired')
    expect(submitErrorOutcome(error({ status: 500 }), 'promise')).toMatchObject({
      type: 'failed',
      failure: { retry: true },
    })
  })
})
