// wallet-flyout.md §1: SNAP EBT numbers, gift-card numbers and PINs, and SNAP EBT PINs are
// typed only in the card-entry frame. The wallet takes them as the frame's registration
// (a one-use id, then the adding shopper's), never as the number or PIN.
import { describe, expect, it } from 'vitest'
import { type CardRegistration, REGISTRATIONS_COLLECTION } from '../src/card-frame/registrations.ts'
import type { Store } from '../src/store/store.ts'
import { sandbox } from './support.ts'

const dateTime = { timezone: 'UTC', value: '2026-11-02T15:00:00.000Z' }
const snapBody = (lowValueToken: string) => ({
  dateTime,
  defaultCard: false,
  facilityId: '00000',
  paymentMethod: { paymentType: 'EBT_CARD', lowValueToken },
  save: true,
})
const giftBody = (lowValueToken: string) => ({
  dateTime,
  facilityId: '00000',
  paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken },
  applicationName: 'CLICKLIST',
})

function file(store: Store, id: string, entry: Partial<CardRegistration>) {
  const registration: CardRegistration = {
    registrationId: id,
    type: 'ebt',
    brand: 'EBT',
    firstSix: '507700',
    lastFour: '0007',
    expiry: null,
    createdAt: dateTime.value,
    ...entry,
  }
  store.put(REGISTRATIONS_COLLECTION, id, { ...registration })
}

const cardOf = async (response: Response) =>
  ((await response.json()) as { data: { payment: { card: Record<string, unknown> } } }).data.payment
    .card

describe('SNAP EBT and gift cards as the frame registered them', () => {
  it('adds a gift card with the registered last four and balance, once', async () => {
    const { call, store } = sandbox()
    file(store, 'g-1', { type: 'gift', brand: 'NONE', lastFour: '1234', giftBalance: 12.34 })
    const response = await call('addWalletCard', { body: giftBody('g-1') })
    expect(response.status).toBe(200)
    const card = await cardOf(response)
    expect(card).toMatchObject({ cardType: 'GIFT_CARD', lastFourPan: '1234', balance: 'USD 12.34' })
    const again = await call('addWalletCard', { body: giftBody('g-1') })
    expect(again.status).toBe(422)
  })

  it('refuses a zero-balance gift card (402 GIFT_CARD_ZERO_BALANCE), §8', async () => {
    const { call, store } = sandbox()
    file(store, 'g-0', { type: 'gift', brand: 'NONE', lastFour: '0000', giftBalance: 0 })
    const response = await call('addWalletCard', { body: giftBody('g-0') })
    expect(response.status).toBe(402)
    expect(JSON.stringify(await response.json())).toContain('GIFT_CARD_ZERO_BALANCE')
  })

  it('refuses a registration of another kind (422), and an unknown one', async () => {
    const { call, store } = sandbox()
    file(store, 'e-1', {})
    expect((await call('addWalletCard', { body: giftBody('e-1') })).status).toBe(422)
    expect((await call('addWalletCard', { body: giftBody('nobody-issued-this') })).status).toBe(422)
  })

  it('adds a SNAP EBT card in place of the seeded one once that is deleted', async () => {
    const { call, store } = sandbox()
    file(store, 'e-2', { lastFour: '0015', firstSix: '507711' })
    // One SNAP EBT card per wallet (§9): the seeded one goes first.
    expect((await call('addWalletCard', { body: snapBody('e-2') })).status).toBe(400)
    await call('deleteWalletCard', { params: { cardId: 'card-snap' } })
    const response = await call('addWalletCard', { body: snapBody('e-2') })
    expect(response.status).toBe(200)
    expect(await cardOf(response)).toMatchObject({
      cardType: 'EBT_CARD',
      bin: '507711',
      lastFourPan: '0015',
    })
  })
})

describe('the SNAP EBT balance takes a PIN registration (§7 "PIN script")', () => {
  const balance = (encryptedPin: string) => ({
    paymentMethod: { encryptedPin, paymentgram: 'pg-card-snap' },
  })
  it.each([
    ['ok', 200],
    ['55', 402],
    ['75', 402],
  ] as const)('answers the outcome the frame recorded (%s → %i)', async (outcome, status) => {
    const { call, store } = sandbox()
    file(store, `p-${outcome}`, {
      type: 'pin',
      firstSix: '',
      lastFour: '',
      balanceOutcome: outcome,
    })
    const response = await call('ebtBalance', { body: balance(`p-${outcome}`) })
    expect(response.status).toBe(status)
    if (outcome !== 'ok') expect(JSON.stringify(await response.json())).toContain(outcome)
    // An answered balance uses the PIN up; a refused one (rolled back) answers the same again.
    expect((await call('ebtBalance', { body: balance(`p-${outcome}`) })).status).toBe(
      outcome === 'ok' ? 422 : status,
    )
  })
})

describe('an edit takes the frame registration of its expiry (§2 "Edit card form")', () => {
  const editBody = (month: string, year: string, lowValueToken?: string) => ({
    cardId: 'card-mc-expired',
    dateTime,
    facilityId: '00000',
    storeId: '00000',
    defaultCard: false,
    saved: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: {
        addressLines: ['1 Main St'],
        cityTown: 'Springfield',
        countryCode: 'US',
        stateProvince: 'OH',
        postalCode: '45501',
      },
      brand: 'MASTERCARD',
      expirationMonth: month,
      expirationYear: year,
      cardFirstSix: '555555',
      firstName: 'Avery',
      lastName: 'Quinn',
      ...(lowValueToken === undefined ? {} : { lowValueToken }),
    },
  })
  it('fixes an expired card with the registered expiry, once', async () => {
    const { call, store } = sandbox()
    file(store, 'x-1', { type: 'edit', brand: 'NONE', firstSix: '', lastFour: '', expiry: '03/31' })
    const response = await call('editWalletCard', { body: editBody('03', '2031', 'x-1') })
    expect(response.status).toBe(200)
    const card = ((await response.json()) as { data: { payment: Record<string, unknown> } }).data
      .payment
    expect(card).toMatchObject({ expirationMonth: '03', expirationYear: '2031', expired: false })
    expect((await call('editWalletCard', { body: editBody('03', '2031', 'x-1') })).status).toBe(422)
  })
  it('refuses an expiry other than the registered one (422 KC2617)', async () => {
    const { call, store } = sandbox()
    file(store, 'x-2', { type: 'edit', brand: 'NONE', firstSix: '', lastFour: '', expiry: '03/31' })
    const response = await call('editWalletCard', { body: editBody('04', '2031', 'x-2') })
    expect(response.status).toBe(422)
    expect(JSON.stringify(await response.json())).toContain('KC2617')
  })
})
