import { describe, expect, it } from 'vitest'
import { orderTotals, taxCents } from '../src/order-math.ts'
import {
  addressVerdict,
  hasNoStores,
  isCardExpired,
  isZeroBalanceGiftCard,
  minutesAfter,
  PROMISE_LIFETIME_MINUTES,
  snapPinOutcome,
} from '../src/rules.ts'
import { NOW, promiseBody, sandbox, serviceAddress } from './support.ts'

const at = (line: string, postalCode = '45202') => ({
  ...serviceAddress('greenleaf', line),
  postalCode,
})

describe('address validation rules (shopping-method-selector.md §4, §8; account-area.md §8)', () => {
  it('verifies ordinary house numbers unchanged', () => {
    expect(addressVerdict(at('128 Vine St'))).toEqual({ kind: 'verified' })
  })
  it('suggests a correction for house numbers 900-999 (the "Confirm Address" path)', () => {
    const verdict = addressVerdict(at('950 Vine St'))
    expect(verdict).toMatchObject({
      kind: 'corrected',
      suggestion: { addressLines: ['950 Vine Street'], postalCode: '45202-4321' },
    })
  })
  it('does not verify an address without a house number or with one of 10000 and above', () => {
    expect(addressVerdict(at('Vine St'))).toEqual({ kind: 'unverified' })
    expect(addressVerdict(at('12000 Vine St'))).toEqual({ kind: 'unverified' })
  })
  it('errors on ZIP 00000 (ADDRESS_NOT_FOUND) and 00400 (CONSTRAINT_VIOLATION_EXCEPTION)', () => {
    expect(addressVerdict(at('1 Vine St', '00000'))).toMatchObject({
      kind: 'error',
      status: 400,
      code: 'ADDRESS_NOT_FOUND',
    })
    expect(addressVerdict(at('1 Vine St', '00400'))).toMatchObject({
      kind: 'error',
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    })
  })
  it('answers through the validate route with validated/corrected flags and the error body', async () => {
    const { call } = sandbox()
    const corrected = await (
      await call('validateAddress', { body: { address: at('950 Vine St') } })
    ).json()
    expect(corrected).toMatchObject({ validated: true, corrected: true })
    const error = await call('validateAddress', { body: { address: at('1 Vine St', '00000') } })
    expect(error.status).toBe(400)
    expect(await error.json()).toMatchObject({ errors: [{ code: 'ADDRESS_NOT_FOUND' }] })
  })
})

describe('stores by ZIP (shopping-method-selector.md §8 NO_STORES_FOUND, 404 invalid postal code)', () => {
  it('ZIPs 99990-99999 have no stores', async () => {
    expect(hasNoStores('99995')).toBe(true)
    expect(hasNoStores('45202')).toBe(false)
    const { call } = sandbox()
    const none = await call('modalityOptions', {
      body: { address: { postalCode: '99990' }, originPage: 'every_page' },
    })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ errors: [{ code: 'NO_STORES_FOUND' }] })
    const invalid = await call('modalityOptions', {
      body: { address: { postalCode: 'ABCDE' }, originPage: 'every_page' },
    })
    expect(invalid.status).toBe(404)
  })
  it('lists stores at various distances, a locker and a cross-banner store with a web URL', async () => {
    const { call } = sandbox()
    const body = await (
      await call('modalityOptions', {
        body: { address: { postalCode: '45202' }, originPage: 'every_page' },
      })
    ).json()
    const pickup = body.options.PICKUP as Array<{
      distance: number
      isCrossBanner: boolean
      storeDetails: {
        departmentFlags?: { isLockerLocation?: boolean }
        externalNavigation?: { webUrl: string }
      }
    }>
    expect(pickup.map((o) => o.distance)).toEqual([0.82, 2.357, 3.1, 4.48, 12.64])
    expect(pickup.some((o) => o.storeDetails.departmentFlags?.isLockerLocation)).toBe(true)
    expect(pickup.find((o) => o.isCrossBanner)?.storeDetails.externalNavigation?.webUrl).toBe(
      'https://www.hilltop.example/',
    )
  })
})

describe('SNAP PIN codes (wallet-flyout.md §8: 402 code 55 invalid PIN, 75 locked)', () => {
  it('maps PINs 55xx and 75xx to the codes', () => {
    expect(snapPinOutcome('sandbox-pin:5512')).toBe('55')
    expect(snapPinOutcome('sandbox-pin:7500')).toBe('75')
    expect(snapPinOutcome('sandbox-pin:1234')).toBe('ok')
  })
  it.each([
    ['5512', 402, '55'],
    ['7590', 402, '75'],
  ])('PIN %s answers %i code %s', async (pin, status, code) => {
    const { call } = sandbox()
    const response = await call('ebtBalance', {
      body: { paymentMethod: { encryptedPin: `sandbox-pin:${pin}`, paymentgram: 'pg-card-snap' } },
    })
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ errors: [{ statusCode: 402, code }] })
  })
})

describe('gift cards (wallet-flyout.md §8 GIFT_CARD_ZERO_BALANCE)', () => {
  it('a gift card number ending 0000 has no balance and adding it answers 402', async () => {
    expect(isZeroBalanceGiftCard('6006491234567890000')).toBe(true)
    const { call } = sandbox()
    const response = await call('addWalletCard', {
      body: {
        dateTime: { timezone: 'UTC', value: NOW.toISOString() },
        facilityId: '01400101',
        paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890000', pin: '1234' },
      },
    })
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ errors: [{ code: 'GIFT_CARD_ZERO_BALANCE' }] })
  })
  it('the seeded empty gift card reports a zero balance; a stored card never holds its PIN or full number', async () => {
    const { call, store } = sandbox()
    const body = await (
      await call('giftCardBalance', { body: { paymentGram: 'pg-gift-empty' } })
    ).json()
    expect(body.data.payment.remainingBalance).toBe(0)
    await call('addWalletCard', {
      body: {
        dateTime: { timezone: 'UTC', value: NOW.toISOString() },
        facilityId: '01400101',
        paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567891234', pin: '4321' },
      },
    })
    const stored = JSON.stringify(store.list('cards'))
    expect(stored).not.toContain('6006491234567891234')
    expect(stored).not.toContain('4321')
  })
})

describe('reservations (checkout.md §3 "Promise (reservation)", §4)', () => {
  it('a promise expires 60 minutes after it is written; an expired one answers 404 PROMISE_EXPIRED', async () => {
    let now = NOW
    const { call } = sandbox({ now: () => now })
    const promise = await (await call('createPromise', { body: promiseBody })).json()
    expect(promise.expiration.value).toBe(minutesAfter(NOW, PROMISE_LIFETIME_MINUTES))
    expect(promise.selections[0].items.excluded).toEqual([
      { gtin13: '0001111000202', quantity: 1, code: 'OUT_OF_STOCK' },
    ])
    now = new Date(NOW.getTime() + 61 * 60_000)
    const late = await call('updatePromise', {
      params: { promiseId: promise.id },
      body: { ...promiseBody, versionKey: 'v1' },
    })
    expect(late.status).toBe(404)
    expect(await late.json()).toMatchObject({ errors: [{ code: 'PROMISE_EXPIRED' }] })
  })
  it('card expiry is the end of the expiry month', () => {
    expect(isCardExpired('01', '2024', NOW)).toBe(true)
    expect(isCardExpired('11', '2026', NOW)).toBe(false)
    expect(isCardExpired('10', '2026', NOW)).toBe(true)
  })
})

describe('order arithmetic (checkout.md §3 summary.cost and uiPaymentSummary)', () => {
  const food = { price: 4.99, quantity: 2, ebtEligible: true, taxable: false, available: true }
  const wine = { price: 12.99, quantity: 1, ebtEligible: false, taxable: true, available: true }
  it('sums subtotal, flash-sale savings, fees, tax, tip, and splits EBT from non-EBT', () => {
    const totals = orderTotals({
      lines: [{ ...food, percentOff: 25 }, wine, { ...food, available: false }],
      fees: [
        { description: 'Delivery fee', amount: 3.95, regulated: false },
        { description: 'Bag fee', amount: 0.3, regulated: true },
      ],
      tip: 5,
    })
    expect(totals).toEqual({
      itemCount: 3,
      subtotal: 22.97,
      savings: 2.5,
      fees: 4.25,
      tax: 0.91,
      tip: 5,
      total: 30.63,
      ebtTotal: 7.48,
      nonEbtTotal: 23.15,
    })
  })
  it('rounds tax once on the taxable total, and a promo never eats the EBT part', () => {
    expect(taxCents([wine, wine])).toBe(182)
    const totals = orderTotals({ lines: [food], fees: [], tip: 0, promoDiscount: 50 })
    expect(totals.total).toBe(totals.ebtTotal)
    expect(totals.nonEbtTotal).toBe(0)
  })
  it('the seeded cart has an age-restricted, an unavailable and a flash-sale item, priced by these rules', async () => {
    const { call } = sandbox()
    const checkout = await (
      await call('checkout', { params: { checkoutId: 'checkout-cart' } })
    ).json()
    expect(checkout.summary.cost.yellowTagDiscountTotal).toBe(2.5)
    expect(checkout.summary.cost.ebtTotal + checkout.summary.cost.nonEbtTotal).toBeCloseTo(
      checkout.summary.cost.total,
      2,
    )
    const contactless = await call('updateCheckout', {
      params: { checkoutId: 'checkout-cart' },
      body: { versionKey: 'v1', payments: [], fulfillment: { deliveryType: 'Contactless' } },
    })
    expect(contactless.status).toBe(400)
  })
})
