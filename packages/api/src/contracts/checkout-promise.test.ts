import { describe, expect, it } from 'vitest'
import { checkoutPromiseSchema, checkoutSchema, fulfillmentSchema } from './index.js'

// What scheduling hands the checkout (checkout.md §3 "Promise (reservation)", "Checkout
// request"), and the membership the checkout carries for the free-delivery banner (§6, §9).

const selection = {
  vendor: { id: 'courier-partner' },
  window: { value: '2026-11-27T18:00:00/2026-11-27T20:00:00', timezone: 'America/New_York' },
  items: {
    included: [{ gtin13: '0000000004011', quantity: 7 }],
    excluded: [{ gtin13: '0008000000101', quantity: 1, code: 'AGE_RESTRICTED' }],
  },
}
const promise = {
  id: 'promise-1',
  expiration: { value: '2026-11-27T12:00:00.000Z' },
  selections: [selection],
  versionKey: 'v1',
}
const store = { fulfillmentStoreId: '02400101', divisionNumber: '024', storeNumber: '00101' }

describe('checkout.md §3: the promise on the checkout', () => {
  it('takes the promise whole; only its id is required', () => {
    expect(checkoutPromiseSchema.parse(promise)).toEqual(promise)
    expect(checkoutPromiseSchema.safeParse({ id: 'promise-1' }).success).toBe(true)
    expect(checkoutPromiseSchema.safeParse({ id: '' }).success).toBe(false)
  })

  it('at most 10 selections', () => {
    const many = (n: number) => ({
      ...promise,
      selections: Array.from({ length: n }, () => selection),
    })
    expect(checkoutPromiseSchema.safeParse(many(10)).success).toBe(true)
    expect(checkoutPromiseSchema.safeParse(many(11)).success).toBe(false)
  })

  it('an excluded item carries its code', () => {
    const { code: _, ...noCode } = selection.items.excluded[0] ?? { code: '' }
    const bad = {
      ...promise,
      selections: [{ ...selection, items: { ...selection.items, excluded: [noCode] } }],
    }
    expect(checkoutPromiseSchema.safeParse(bad).success).toBe(false)
  })
})

describe('checkout.md §3 "Checkout request": the pickup store, §9 store id 8 = 3 + 5', () => {
  it('the store id has 8 characters, the division 3 and the store number 5', () => {
    expect(fulfillmentSchema.safeParse({ store }).success).toBe(true)
    for (const bad of [
      { ...store, fulfillmentStoreId: '0240010' },
      { ...store, fulfillmentStoreId: '024001011' },
      { ...store, divisionNumber: '24' },
      { ...store, storeNumber: '0101' },
    ])
      expect(fulfillmentSchema.safeParse({ store: bad }).success).toBe(false)
  })

  it('a store name of at most 100 characters', () => {
    expect(
      fulfillmentSchema.safeParse({ store: { ...store, name: 'n'.repeat(100) } }).success,
    ).toBe(true)
    expect(
      fulfillmentSchema.safeParse({ store: { ...store, name: 'n'.repeat(101) } }).success,
    ).toBe(false)
  })
})

describe('checkout.md §3, §6: the membership the checkout carries', () => {
  const base = {
    id: 'c1',
    versionKey: 'v1',
    status: 'DRAFT',
    modalityType: 'Delivery',
    lineItems: [],
    payments: [],
    calculatedProperties: { uiPaymentSummary: { lines: [] } },
  }
  it('a plan code of the banner registry with its free-delivery minimum', () => {
    const withMembership = {
      ...base,
      calculatedProperties: {
        ...base.calculatedProperties,
        membership: { type: 'BST', freeThreshold: 35 },
      },
    }
    expect(checkoutSchema.parse(withMembership).calculatedProperties?.membership).toEqual({
      type: 'BST',
      freeThreshold: 35,
    })
    const unknown = {
      ...base,
      calculatedProperties: { ...base.calculatedProperties, membership: { type: 'GOLD' } },
    }
    expect(checkoutSchema.safeParse(unknown).success).toBe(false)
  })
})
