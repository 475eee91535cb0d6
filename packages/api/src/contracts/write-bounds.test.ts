import { describe, expect, it } from 'vitest'
import { addressSavePayloadSchema, addressSchema, serviceAddressSchema } from './address.js'
import { ADDRESS_FIELD_MAX, ADDRESS_LIMITS } from './address-helpers.js'
import { lineItemSchema, updateTipRequestSchema } from './checkout.js'
import { CHECKOUT_LIMITS } from './checkout-helpers.js'
import { chargeAmount, MONEY_MAX, money } from './common.js'
import {
  addCustomerPreferenceRequestSchema,
  updateCustomerPreferenceRequestSchema,
} from './customer-preferences.js'
import { CUSTOMER_PREFERENCE_LIMITS } from './customer-preferences-helpers.js'
import { modifyTipRequestSchema } from './payment.js'

// Every bound a written value has, at the bound and one past it.
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success).toBe(true)
const refused = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success).toBe(false)

describe('money', () => {
  it('is finite within ±MONEY_MAX (1e307 parsed, and its sums overflowed)', () => {
    ok(money, MONEY_MAX)
    ok(money, -MONEY_MAX)
    refused(money, MONEY_MAX + 0.01)
    refused(money, -MONEY_MAX - 0.01)
    refused(money, 1e307)
    refused(money, Number.POSITIVE_INFINITY)
    refused(money, Number.NaN)
  })
  it('a charged amount is not negative, in whole cents, at most MONEY_MAX', () => {
    ok(chargeAmount, 0)
    ok(chargeAmount, 0.1 + 0.2) // float noise of a two-decimal sum
    ok(chargeAmount, MONEY_MAX)
    refused(chargeAmount, -0.01)
    refused(chargeAmount, 1.005)
    refused(chargeAmount, MONEY_MAX + 1)
  })
})

describe('tips (checkout.md §5 "capped by the maximum tip amount")', () => {
  const tip = (gratuityAmount: number) => ({
    versionKey: 'v1',
    payments: [],
    paymentDetails: { gratuityAmount },
  })
  it(`take up to ${CHECKOUT_LIMITS.tip}, in the checkout and after the order`, () => {
    ok(updateTipRequestSchema, tip(CHECKOUT_LIMITS.tip))
    refused(updateTipRequestSchema, tip(CHECKOUT_LIMITS.tip + 0.01))
    ok(modifyTipRequestSchema, { gratuityAmount: CHECKOUT_LIMITS.tip })
    refused(modifyTipRequestSchema, { gratuityAmount: 999999 })
  })
})

describe('line quantities', () => {
  const line = (quantity: number) => ({
    cart: { gtin13: '0000000004011' },
    quantity,
    substitutionPolicy: 'NONE',
  })
  it(`are whole, 0 to ${CHECKOUT_LIMITS.lineQuantity}`, () => {
    ok(lineItemSchema, line(0))
    ok(lineItemSchema, line(CHECKOUT_LIMITS.lineQuantity))
    for (const bad of [-1, 0.5, CHECKOUT_LIMITS.lineQuantity + 1, 1e12, 1e300]) {
      refused(lineItemSchema, line(bad))
    }
  })
})

describe('addresses (account-area.md §9; wallet-flyout.md §9 regions)', () => {
  const legacy = {
    line1: '12 Elm St',
    city: 'Cincinnati',
    stateCode: 'OH',
    zip: '45202',
    countryCode: 'US',
    type: 'delivery',
    preferred: false,
  }
  const long = (n: number) => 'x'.repeat(n)
  it('stateCode is a US state or Canadian province code', () => {
    ok(addressSchema, { ...legacy, stateCode: 'on' })
    for (const bad of ['Ohio', 'ZZ', '', long(1_000_000)])
      refused(addressSchema, { ...legacy, stateCode: bad })
  })
  it.each([
    ['line1', ADDRESS_FIELD_MAX],
    ['line2', ADDRESS_FIELD_MAX],
    ['city', ADDRESS_FIELD_MAX],
    ['county', ADDRESS_FIELD_MAX],
    ['label', ADDRESS_LIMITS.label],
    ['notes', ADDRESS_LIMITS.notes],
  ])('legacy %s holds %i characters', (field, max) => {
    ok(addressSchema, { ...legacy, [field]: long(max) })
    refused(addressSchema, { ...legacy, [field]: long(max + 1) })
  })
  it('the profile save bounds county and the state code', () => {
    const save = {
      addressLine1: '12 Elm St',
      addressType: 'delivery',
      city: 'Cincinnati',
      stateCode: 'OH',
      zip: '45202',
      countryCode: 'US',
    }
    ok(addressSavePayloadSchema, { ...save, county: long(ADDRESS_FIELD_MAX) })
    refused(addressSavePayloadSchema, { ...save, county: long(ADDRESS_FIELD_MAX + 1) })
    refused(addressSavePayloadSchema, { ...save, stateCode: 'Ohio' })
  })
  it('the service shape: two lines of 100, city 50, state 40, county 40', () => {
    const service = {
      addressLines: [long(ADDRESS_LIMITS.serviceLine), long(ADDRESS_LIMITS.serviceLine)],
      cityTown: long(ADDRESS_LIMITS.serviceCity),
      stateProvince: long(ADDRESS_FIELD_MAX),
      postalCode: '45202',
      countryCode: 'US',
      county: long(ADDRESS_FIELD_MAX),
    }
    ok(serviceAddressSchema, service)
    refused(serviceAddressSchema, { ...service, addressLines: ['a', 'b', 'c'] })
    refused(serviceAddressSchema, {
      ...service,
      addressLines: [long(ADDRESS_LIMITS.serviceLine + 1)],
    })
    refused(serviceAddressSchema, { ...service, cityTown: long(ADDRESS_LIMITS.serviceCity + 1) })
    refused(serviceAddressSchema, { ...service, stateProvince: long(ADDRESS_FIELD_MAX + 1) })
    refused(serviceAddressSchema, { ...service, county: long(ADDRESS_FIELD_MAX + 1) })
  })
})

describe('customer preferences', () => {
  const { name, value } = CUSTOMER_PREFERENCE_LIMITS
  it(`names hold ${name} characters, string values ${value}`, () => {
    ok(addCustomerPreferenceRequestSchema, { name: 'n'.repeat(name), value: 'v'.repeat(value) })
    refused(addCustomerPreferenceRequestSchema, { name: 'n'.repeat(name + 1), value: true })
    refused(addCustomerPreferenceRequestSchema, { name: 'ok', value: 'v'.repeat(value + 1) })
    refused(updateCustomerPreferenceRequestSchema, {
      value: 'v'.repeat(value + 1),
      versionKey: 'v1',
    })
  })
})
