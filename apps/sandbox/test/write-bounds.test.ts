// Every bound a write has, one test each: the contracts' (packages/api) and the handlers'.
// A refused write answers 400 naming the field and stores nothing.
import type { RouteName } from '@aisle/api'
import { ADDRESS_FIELD_MAX, CHECKOUT_LIMITS, CUSTOMER_PREFERENCE_LIMITS } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { REQUEST_BOUNDS } from '../src/request-bounds.ts'
import { SNAP_BALANCE } from '../src/rules.ts'
import type { Store } from '../src/store/store.ts'
import { type Call, deliveryCheckout, sampleOf, sandbox } from './support.ts'

/** Every document, as text: what a refused write must leave as it was. */
const snapshot = (store: Store) =>
  JSON.stringify(
    ['addresses', 'checkouts', 'cards', 'customerPreferences', 'orders'].map((name) =>
      store.list(name),
    ),
  )

const reasonOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ code: string; reason: string }> }).errors[0]

const withBody = (name: RouteName, change: (body: Record<string, unknown>) => unknown): Call => {
  const sample = sampleOf(name, 'greenleaf').call
  return { ...sample, body: change(structuredClone(sample.body) as Record<string, unknown>) }
}

async function refused(name: RouteName, call: Call, field: string, setup = sandbox()) {
  const { store } = setup
  await setup.call('profile') // seed and sign in first
  const before = snapshot(store)
  const response = await setup.call(name, call)
  expect(response.status).toBe(400)
  const error = await reasonOf(response)
  expect(error?.code).toBe('VALIDATION_ERROR')
  expect(error?.reason.startsWith(`body.${field}:`)).toBe(true)
  expect(snapshot(store)).toBe(before)
}

async function accepted(name: RouteName, call: Call, setup = sandbox()) {
  const response = await setup.call(name, call)
  expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 200 })
}

const tip = (gratuityAmount: number) => ({
  params: { checkoutId: 'checkout-cart' },
  body: { versionKey: 'v1', payments: [], paymentDetails: { gratuityAmount } },
})

describe('tips (checkout.md §5 "capped by the maximum tip amount"; §9)', () => {
  it(`takes up to the offered ${CHECKOUT_LIMITS.tip}`, async () => {
    await accepted('updateCheckout', tip(CHECKOUT_LIMITS.tip))
  })
  it.each([
    ['more than offered', 50.01],
    ['5000', 5000],
    ['1e307 (its totals were stored as null)', 1e307],
    ['negative', -1],
    ['a fraction of a cent', 1.005],
  ])('refuses a tip %s', async (_what, amount) => {
    await refused('updateCheckout', tip(amount), 'paymentDetails.gratuityAmount')
  })

  it('the post-order tip: up to the offer, on a delivery order only', async () => {
    await accepted('modifyTip', {
      params: { checkoutId: 'checkout-cart' },
      body: { gratuityAmount: CHECKOUT_LIMITS.tip },
    })
    await refused(
      'modifyTip',
      { params: { checkoutId: 'checkout-cart' }, body: { gratuityAmount: 999999 } },
      'gratuityAmount',
    )
    const { call, store } = sandbox()
    await call('profile', { banner: 'copperline' })
    const before = snapshot(store)
    // copperline's cart is a pickup order.
    const pickup = await call('modifyTip', {
      banner: 'copperline',
      params: { checkoutId: 'checkout-cart' },
      body: { gratuityAmount: 5 },
    })
    expect(pickup.status).toBe(400)
    expect((await reasonOf(pickup))?.code).toBe('TIP_NOT_ALLOWED')
    expect(snapshot(store)).toBe(before)
  })
})

describe('quantities: whole units, 0 to the line limit', () => {
  const lines = (quantity: number) =>
    withBody('createCheckout', (body) => ({
      ...body,
      lineItems: [{ cart: { gtin13: '0000000004011' }, quantity, substitutionPolicy: 'NONE' }],
    }))
  it(`takes ${CHECKOUT_LIMITS.lineQuantity}`, async () => {
    await accepted('createCheckout', lines(CHECKOUT_LIMITS.lineQuantity))
  })
  it.each([0.5, CHECKOUT_LIMITS.lineQuantity + 1, 1e12, 1e300, -1])(
    'refuses %s units on create-checkout',
    async (quantity) => {
      await refused('createCheckout', lines(quantity), 'lineItems.0.quantity')
    },
  )
  it('refuses more of a flash-sale item than the sale allows (checkout.md §9)', async () => {
    // The strawberries' sale (FLASH-BERRY-25) allows 4.
    const flash = (quantity: number) =>
      withBody('createCheckout', (body) => ({
        ...body,
        lineItems: [
          {
            cart: { gtin13: '0004400000303' },
            quantity,
            substitutionPolicy: 'NONE',
            couponId: 'FLASH-BERRY-25',
          },
        ],
      }))
    await accepted('createCheckout', flash(4))
    await refused('createCheckout', flash(5), 'lineItems.0.quantity')
  })
})

describe('payments: wallet cards, amounts within what the card offers', () => {
  const payments = (entries: unknown[]) => ({
    params: { checkoutId: 'checkout-cart' },
    body: { versionKey: 'v1', payments: entries },
  })
  it('takes SNAP EBT up to its balance and a gift card up to its own', async () => {
    await accepted(
      'updateCheckout',
      payments([
        { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: SNAP_BALANCE },
        { id: 'card-gift-25', paymentType: 'GIFT_CARD', amountToAuthorize: 25 },
      ]),
    )
  })
  it.each([
    [
      'a negative SNAP EBT amount',
      { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: -5 },
    ],
    ['a negative gift amount', { id: 'card-gift-25', paymentType: 'GIFT_CARD', amount: -25 }],
    [
      'SNAP EBT over its balance',
      { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: SNAP_BALANCE + 0.01 },
    ],
    [
      'a gift card over its balance',
      { id: 'card-gift-25', paymentType: 'GIFT_CARD', amountToAuthorize: 25.01 },
    ],
  ])('refuses %s', async (_what, entry) => {
    const field = 'amount' in entry ? 'payments.0.amount' : 'payments.0.amountToAuthorize'
    await refused('updateCheckout', payments([entry]), field)
  })

  it('refuses a card in no wallet, or of another kind (402 CARD_NOT_FOUND)', async () => {
    const { call, store } = sandbox()
    await call('profile')
    const before = snapshot(store)
    for (const entry of [
      { id: 'card-of-someone-else', paymentType: 'CREDIT_CARD' },
      { id: 'card-visa', paymentType: 'EBT_CARD' },
    ]) {
      const response = await call('updateCheckout', payments([entry]))
      expect(response.status).toBe(402)
      expect((await reasonOf(response))?.code).toBe('CARD_NOT_FOUND')
    }
    expect(snapshot(store)).toBe(before)
  })
})

describe('placing and paying an order takes the shopper’s wallet cards only', () => {
  const activate = (paymentMethods: unknown) => ({
    params: { checkoutId: 'checkout-cart' },
    body: {
      type: 'ACTIVATE',
      versionKey: 'v1',
      paymentDetails: { paymentMethods },
      idempotencyKey: 'k',
    },
  })
  it.each([
    ['a bank card in no wallet', { bankCards: [{ id: 'card-9999' }] }],
    ['a gift card as the bank card', { bankCards: [{ id: 'card-gift-25' }] }],
    [
      'a SNAP EBT card in no wallet',
      { bankCards: [{ id: 'card-visa' }], ebtCards: [{ id: 'card-x' }] },
    ],
    [
      'a gift card in no wallet',
      { bankCards: [{ id: 'card-visa' }], giftCards: [{ cardNumber: 'card-x' }] },
    ],
  ])('refuses %s (402 CARD_NOT_FOUND), and the order stays a draft', async (_what, methods) => {
    const { call, store } = sandbox()
    await call('profile')
    const before = snapshot(store)
    const response = await call('updateCheckout', activate(methods))
    expect(response.status).toBe(402)
    expect((await reasonOf(response))?.code).toBe('CARD_NOT_FOUND')
    expect(snapshot(store)).toBe(before)
  })

  it('add card to order: a card of the wallet only', async () => {
    const { call, store } = sandbox()
    await call('profile')
    const before = snapshot(store)
    const response = await call(
      'addCardToOrder',
      withBody('addCardToOrder', (body) => ({ ...body, paymentCard: { id: 'card-9999' } })),
    )
    expect(response.status).toBe(402)
    expect(snapshot(store)).toBe(before)
  })
})

describe('addresses: the book’s limits (account-area.md §9) and region codes', () => {
  const long = (n: number) => 'x'.repeat(n)
  it.each([
    ['addAddress', 'stateCode', 'OHIO'],
    ['addAddress', 'stateCode', long(REQUEST_BOUNDS.string)],
    ['addAddress', 'county', long(ADDRESS_FIELD_MAX + 1)],
    ['legacyAddAddress', 'line1', long(ADDRESS_FIELD_MAX + 1)],
    ['legacyAddAddress', 'line2', long(ADDRESS_FIELD_MAX + 1)],
    ['legacyAddAddress', 'city', long(ADDRESS_FIELD_MAX + 1)],
    ['legacyAddAddress', 'county', long(ADDRESS_FIELD_MAX + 1)],
    ['legacyAddAddress', 'stateCode', 'ZZ'],
    ['legacyAddAddress', 'notes', long(129)],
    ['legacyAddAddress', 'label', long(41)],
  ] as const)('%s refuses %s %#', async (name, field, value) => {
    await refused(
      name,
      withBody(name, (body) => ({ ...body, [field]: value })),
      field,
    )
  })
  it('takes each at its limit', async () => {
    await accepted(
      'legacyAddAddress',
      withBody('legacyAddAddress', (body) => ({
        ...body,
        line1: long(ADDRESS_FIELD_MAX),
        city: long(ADDRESS_FIELD_MAX),
        county: long(ADDRESS_FIELD_MAX),
        notes: long(128),
        label: long(40),
        stateCode: 'oh',
      })),
    )
  })

  it('the billing route saves to the book: lines and city of 40 at most', async () => {
    const billing = (field: string, value: string) =>
      withBody('updateBillingAddress', (body) => ({
        address: { ...(body.address as object), [field]: value },
      }))
    await accepted('updateBillingAddress', billing('addressLine1', long(ADDRESS_FIELD_MAX)))
    for (const field of ['addressLine1', 'addressLine2', 'city']) {
      await refused(
        'updateBillingAddress',
        billing(field, long(ADDRESS_FIELD_MAX + 1)),
        `address.${field}`,
      )
    }
  })
})

describe('customer preferences: names and values', () => {
  const { name: NAME, value: VALUE } = CUSTOMER_PREFERENCE_LIMITS
  it('takes a name and a value at their limits', async () => {
    await accepted('addCustomerPreference', {
      body: { name: 'n'.repeat(NAME), value: 'v'.repeat(VALUE) },
    })
  })
  it.each([
    ['addCustomerPreference', { name: 'n'.repeat(NAME + 1), value: true }, 'name'],
    ['addCustomerPreference', { name: 'ok', value: 'v'.repeat(VALUE + 1) }, 'value'],
    ['updateCustomerPreference', { value: 'v'.repeat(VALUE + 1), versionKey: 'v1' }, 'value'],
  ] as const)('%s refuses a long %#', async (name, body, field) => {
    const call = { ...sampleOf(name, 'greenleaf').call, body }
    await refused(name, call, field)
  })
})

describe('a delivery checkout made for the post-order tip', () => {
  it('is a draft of its own', async () => {
    const { call } = sandbox()
    const id = await deliveryCheckout(call, 'copperline')
    expect(id).toMatch(/^checkout-\d+$/)
  })
})
