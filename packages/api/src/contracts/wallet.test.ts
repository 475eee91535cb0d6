import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PostalAddress } from './address.js'
import { canadianRegionCodes, usRegionCodes } from './regions.js'
import {
  addBankCardRequestSchema,
  addCardKindOf,
  addCardRequestSchema,
  addGiftCardRequestSchema,
  addSnapCardRequestSchema,
  brandOfCardNumber,
  ebtBalanceResponseSchema,
  fromBillingAddressUpdate,
  fromCardBilling,
  getWalletHeadersSchema,
  getWalletResponseSchema,
  groupWallet,
  parseBalance,
  snapBalanceOf,
  toBillingAddressUpdate,
  toCardBilling,
  toFourDigitYear,
  toServiceCard,
  toWalletCard,
  updateBillingAddressRequestSchema,
  type WalletServiceCard,
  walletCardSchema,
} from './wallet.js'

const visa: WalletServiceCard = {
  id: 'card-1',
  cardType: 'CREDIT_CARD',
  brand: 'VISA',
  imageType: 'VI',
  lastFourPan: '1111',
  bin: '411111',
  expirationMonth: '06',
  expirationYear: '2029',
  expired: false,
  defaultApplications: ['MEMBERSHIP'],
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: {
    addressLines: ['Apt 4', '100 Main St'],
    cityTown: 'Cincinnati',
    countryCode: 'US',
    stateProvince: 'OH',
    postalCode: '45202',
  },
}
const debit: WalletServiceCard = {
  ...visa,
  id: 'card-2',
  cardType: 'BANK_CARD',
  defaultApplications: ['CLICKLIST'],
}
const gift: WalletServiceCard = {
  id: 'gift-1',
  cardType: 'GIFT_CARD',
  brand: 'NONE',
  imageType: 'GC',
  lastFourPan: '4321',
  expirationMonth: '',
  expirationYear: '',
  balance: 'USD 25.00',
  paymentGram: 'gram-1',
}
const snap: WalletServiceCard = {
  ...gift,
  id: 'ebt-1',
  cardType: 'EBT_CARD',
  brand: 'EBT',
  imageType: 'EBT',
  balance: undefined,
}

describe('wallet cards (wallet-flyout.md §3 "Card", §4 "Fetching cards")', () => {
  it('parses the examples; EBT and gift cards have empty expiration fields', () => {
    const response = getWalletResponseSchema.parse({
      data: { payment: { cards: [visa, debit, gift, snap] } },
    })
    expect(response.data.payment.cards).toHaveLength(4)
  })
  it('rejects a bad month, a 5-digit last four and an unknown card type', () => {
    expect(walletCardSchema.safeParse({ ...visa, expirationMonth: '13' }).success).toBe(false)
    expect(walletCardSchema.safeParse({ ...visa, lastFourPan: '11111' }).success).toBe(false)
    expect(walletCardSchema.safeParse({ ...visa, cardType: 'ACH' }).success).toBe(false)
    expect(walletCardSchema.safeParse({ ...visa, firstName: 'x'.repeat(376) }).success).toBe(false)
  })
  it('marks fetched cards saved and preferred when the application is in defaultApplications', () => {
    expect(toWalletCard(debit, 'CLICKLIST')).toMatchObject({ saved: true, isPreferred: true })
    expect(toWalletCard(visa, 'CLICKLIST')).toMatchObject({ saved: true, isPreferred: false })
  })
  it('reads the billing lines as unit then street (§3 "Card billing shape")', () => {
    expect(toWalletCard(visa, 'CLICKLIST').billingAddress).toEqual({
      street: '100 Main St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    })
  })
  it("reads a gift card's 'USD 25.00' as 25 dollars and writes it back", () => {
    const card = toWalletCard(gift, 'CLICKLIST')
    expect(card.balance).toBe(25)
    expect(toServiceCard(card).balance).toBe('USD 25.00')
    expect(parseBalance('USD 0.00')).toBe(0)
    expect(parseBalance('soon')).toBeUndefined()
  })
  it('groups bank and credit, gift and SNAP cards, the preferred bank card first', () => {
    const groups = groupWallet([visa, gift, debit, snap], 'CLICKLIST')
    expect(groups.bankCards.map((c) => c.id)).toEqual(['card-2', 'card-1'])
    expect(groups.giftCards.map((c) => c.id)).toEqual(['gift-1'])
    expect(groups.snapCards.map((c) => c.id)).toEqual(['ebt-1'])
  })
  it('round-trips service → client → service (but for the saved flag it adds)', () => {
    for (const card of [visa, debit, gift, snap]) {
      expect(toServiceCard(toWalletCard(card, 'CLICKLIST'))).toEqual({ ...card, saved: true })
    }
  })
})

describe('card brand from the first digits (wallet-flyout.md §3 "Brand detection patterns")', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['5105105105105100', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000000', 'MASTERCARD'],
    ['2721000000000000', 'NONE'],
    ['340000000000009', 'AMEX'],
    ['370000000000002', 'AMEX'],
    ['6011000000000004', 'DISCOVER'],
    ['6500000000000002', 'DISCOVER'],
    ['6440000000000000', 'DISCOVER'],
    ['6221260000000000', 'DISCOVER'],
    ['6229250000000000', 'DISCOVER'],
    ['6229260000000000', 'UNIONPAY'],
    ['6200000000000005', 'UNIONPAY'],
    ['8100000000000000', 'UNIONPAY'],
    ['30000000000004', 'DINERS'],
    ['30500000000000', 'DINERS'],
    ['30950000000000', 'DINERS'],
    ['36000000000008', 'DINERS'],
    ['38000000000006', 'DINERS'],
    ['3530111333300000', 'JCB'],
    ['9999999999999999', 'NONE'],
  ])('%s is %s', (number, brand) => {
    expect(brandOfCardNumber(number)).toBe(brand)
  })
  it('property: any number starting with 4 is Visa, with 34 or 37 Amex', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,15}$/), (rest) => {
        expect(brandOfCardNumber(`4${rest}`)).toBe('VISA')
        expect(brandOfCardNumber(`34${rest}`)).toBe('AMEX')
        expect(brandOfCardNumber(`37${rest}`)).toBe('AMEX')
      }),
    )
  })
  it('treats two-digit years as 20xx (§9)', () => {
    expect(toFourDigitYear('29')).toBe('2029')
    expect(toFourDigitYear('2031')).toBe('2031')
  })
})

describe('add card payloads (wallet-flyout.md §7)', () => {
  const dateTime = { timezone: 'UTC', value: '2026-11-02T10:15:00.000Z' }
  const bank = {
    dateTime,
    facilityId: 'f1',
    storeId: 's1',
    defaultCard: true,
    save: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: visa.address,
      brand: 'VISA',
      expirationMonth: '06',
      expirationYear: '2029',
      lowValueToken: 'reg-123',
      cardFirstSix: '411111',
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
    deviceInfo: { pageId: 'p', sessionId: 's' },
  }
  const snapBody = {
    dateTime,
    defaultCard: false,
    facilityId: 'f1',
    paymentMethod: { paymentType: 'EBT_CARD', pan: '5077190000000000' },
    save: true,
  }
  const giftBody = {
    dateTime,
    facilityId: 'f1',
    paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491111111111111', pin: '1234' },
  }
  it('accepts each kind and tells them apart', () => {
    expect(addCardKindOf(addCardRequestSchema.parse(bank))).toBe('bank')
    expect(addCardKindOf(addCardRequestSchema.parse(snapBody))).toBe('snap')
    expect(addCardKindOf(addCardRequestSchema.parse(giftBody))).toBe('gift')
  })
  it("sends dateTime in 'UTC' and the expiration year as 20 plus two digits", () => {
    expect(
      addBankCardRequestSchema.safeParse({ ...bank, dateTime: { ...dateTime, timezone: 'EST' } })
        .success,
    ).toBe(false)
    expect(
      addBankCardRequestSchema.safeParse({
        ...bank,
        paymentMethod: { ...bank.paymentMethod, expirationYear: '29' },
      }).success,
    ).toBe(false)
  })
  it('takes a SNAP EBT number of 16 to 19 digits (§5)', () => {
    const withPan = (pan: string) => ({
      ...snapBody,
      paymentMethod: { paymentType: 'EBT_CARD', pan },
    })
    expect(addSnapCardRequestSchema.safeParse(withPan('1'.repeat(15))).success).toBe(false)
    expect(addSnapCardRequestSchema.safeParse(withPan('1'.repeat(16))).success).toBe(true)
    expect(addSnapCardRequestSchema.safeParse(withPan('1'.repeat(19))).success).toBe(true)
    expect(addSnapCardRequestSchema.safeParse(withPan('1'.repeat(20))).success).toBe(false)
    expect(addSnapCardRequestSchema.safeParse({ ...snapBody, defaultCard: true }).success).toBe(
      false,
    )
  })
  it('takes a gift card of exactly 19 digits and a 4-digit PIN (§5)', () => {
    const withCard = (pan: string, pin: string) => ({
      ...giftBody,
      paymentMethod: { paymentType: 'GIFT_CARD', pan, pin },
    })
    expect(addGiftCardRequestSchema.safeParse(withCard('1'.repeat(18), '1234')).success).toBe(false)
    expect(addGiftCardRequestSchema.safeParse(withCard('1'.repeat(19), '123')).success).toBe(false)
    expect(addGiftCardRequestSchema.safeParse(withCard('1'.repeat(19), '12345')).success).toBe(
      false,
    )
  })
  it('takes a SNAP EBT or gift card as the frame registration, bounded, and never both forms (§1)', () => {
    const snapToken = (lowValueToken: string, extra: object = {}) => ({
      ...snapBody,
      paymentMethod: { paymentType: 'EBT_CARD', lowValueToken, ...extra },
    })
    const giftToken = (lowValueToken: string, extra: object = {}) => ({
      ...giftBody,
      paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken, ...extra },
    })
    expect(addSnapCardRequestSchema.safeParse(snapToken('t'.repeat(100))).success).toBe(true)
    expect(addSnapCardRequestSchema.safeParse(snapToken('t'.repeat(101))).success).toBe(false)
    expect(addSnapCardRequestSchema.safeParse(snapToken('')).success).toBe(false)
    expect(
      addSnapCardRequestSchema.safeParse(snapToken('t', { pan: '1'.repeat(16) })).success,
    ).toBe(false)
    expect(addGiftCardRequestSchema.safeParse(giftToken('t'.repeat(100))).success).toBe(true)
    expect(addGiftCardRequestSchema.safeParse(giftToken('t'.repeat(101))).success).toBe(false)
    expect(addGiftCardRequestSchema.safeParse(giftToken('t', { pin: '1234' })).success).toBe(false)
  })
  it('sends the list flags as true/false headers', () => {
    expect(
      getWalletHeadersSchema.safeParse({
        'x-show-snap-card': 'true',
        'x-show-gift-cards': 'false',
        'x-giftcard-balance': 'true',
      }).success,
    ).toBe(true)
    expect(getWalletHeadersSchema.safeParse({ 'x-show-snap-card': true }).success).toBe(false)
  })
})

describe('billing addresses (wallet-flyout.md §3 "Account address", §5)', () => {
  const home = {
    id: 'a1',
    type: 'home' as const,
    address: {
      street: '1 Rue Principale',
      locality: 'Ottawa',
      region: 'ON',
      postalCode: '12345',
      countryCode: 'CA' as const,
    },
  }
  it("defaults addressType to 'delivery', preferredAddress to false and derives the country", () => {
    const { id: _, type: __, ...noType } = home
    expect(toBillingAddressUpdate(noType).address).toEqual({
      addressLine1: '1 Rue Principale',
      addressType: 'delivery',
      city: 'Ottawa',
      countryCode: 'CA',
      preferredAddress: false,
      stateCode: 'ON',
      zip: '12345',
    })
    expect(toBillingAddressUpdate(home).address.addressType).toBe('home')
  })
  it('round-trips account address → update payload → account address', () => {
    expect(fromBillingAddressUpdate(toBillingAddressUpdate(home))).toEqual(home)
  })
  it('rejects an address line over 100, a city over 50 and a postal code not 5 or 5+4 (§5)', () => {
    const ok = toBillingAddressUpdate(home)
    const parse = (patch: object) =>
      updateBillingAddressRequestSchema.safeParse({ address: { ...ok.address, ...patch } }).success
    expect(parse({})).toBe(true)
    expect(parse({ addressLine1: 'x'.repeat(101) })).toBe(false)
    expect(parse({ addressLine2: 'x'.repeat(101) })).toBe(false)
    expect(parse({ city: 'x'.repeat(51) })).toBe(false)
    expect(parse({ zip: '1234' })).toBe(false)
    expect(parse({ zip: '12345-6789' })).toBe(true)
    // A Canadian province is offered, so its postal code is taken (§3 "Regions").
    expect(parse({ zip: 'K1A 0B1', countryCode: 'CA', stateCode: 'ON' })).toBe(true)
    expect(parse({ zip: 'K1A0B1', countryCode: 'CA', stateCode: 'ON' })).toBe(true)
    expect(parse({ zip: 'K1A 0B' })).toBe(false)
  })
  it('property: postal → billing → postal keeps the address (§7 billing shape)', () => {
    const line = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .#-]{0,20}$/)
    fc.assert(
      fc.property(
        fc.record({
          street: line,
          unit: fc.option(line, { nil: undefined }),
          locality: line,
          region: fc.constantFrom(...usRegionCodes, ...canadianRegionCodes),
          postalCode: fc.stringMatching(/^\d{5}$/),
        }),
        ({ unit, ...rest }) => {
          const address: PostalAddress = {
            ...rest,
            ...(unit === undefined ? {} : { unit }),
            countryCode: canadianRegionCodes.includes(rest.region as never) ? 'CA' : 'US',
          }
          expect(fromCardBilling(toCardBilling(address))).toEqual(address)
        },
      ),
    )
  })
})

describe('balances (wallet-flyout.md §7)', () => {
  it('reads the snap field of the EBT balance inquiry', () => {
    const response = ebtBalanceResponseSchema.parse({
      data: {
        payment: {
          data: { transactionBalanceInquiry: { remainingBalance: { snap: '42.50', cash: 3 } } },
        },
      },
    })
    expect(snapBalanceOf(response)).toBe(42.5)
  })
})
