// wallet-flyout.md §3 "Card", §7, §8. Only last four, first six, brand, expiry and tokens are stored.
import type {
  AccountAddress,
  AddCardRequest,
  HostApplication,
  ServiceAddressEntry,
  UpdateBillingAddressRequest,
  WalletServiceCard,
} from '@aisle/api'
import {
  ADDRESS_FIELD_MAX,
  addCardKindOf,
  EBT_CARD_EXISTS_REASON,
  formatBalance,
  parseBalance,
  splitAddressLines,
  WALLET_LIMITS,
} from '@aisle/api'
import {
  claimEntry,
  claimRegistration,
  type EntryClaim,
  isPinRegistration,
} from '../card-frame/registrations.ts'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok, ServiceFailure } from '../context.ts'
import { noteFraudTransaction } from '../fraud/transactions.ts'
import {
  fulfillmentTypesRefusing,
  giftCardStartingBalance,
  isCardExpired,
  isZeroBalanceGiftCard,
  SNAP_BALANCE,
  snapPinOutcome,
} from '../rules.ts'
import { failField } from './field-errors.ts'
import { addressesOf } from './profile.ts'

const cardsOf = (c: HandlerContext) =>
  c.mine.list<WalletServiceCard>('cards').map((doc) => doc.value)

const appOf = (c: HandlerContext): HostApplication =>
  (c.headers.get('x-application-id') as HostApplication | null) ?? 'CLICKLIST'

function cardOf(c: HandlerContext, id: string): WalletServiceCard {
  const card = c.mine.get<WalletServiceCard>('cards', id)
  if (!card) return fail(404, 'CARD_NOT_FOUND', 'card not found')
  return card
}

/** As returned: `expired` resolved against the injected clock; the brand's refused fulfilment types. */
const present = (c: HandlerContext, card: WalletServiceCard): WalletServiceCard => {
  const refused = fulfillmentTypesRefusing(card.brand)
  return {
    ...card,
    expired: isCardExpired(card.expirationMonth, card.expirationYear, c.now),
    ...(refused.length === 0 ? {} : { notAllowedFulfillmentTypes: refused }),
  }
}

/** Makes `id` the preferred card of the application, and no other card. */
function makeDefault(c: HandlerContext, id: string): void {
  const app = appOf(c)
  for (const card of cardsOf(c)) {
    const apps = (card.defaultApplications ?? []).filter((a) => a !== app)
    if (card.id === id) apps.push(app)
    c.mine.put('cards', card.id, { ...card, defaultApplications: apps, default: apps.length > 0 })
  }
}

/** Who uses a card-entry registration: this shopper, for this card, now. */
const claimBy = (c: HandlerContext, cardId: string): EntryClaim => ({
  banner: c.banner,
  shopperId: c.shopperId,
  cardId,
  now: c.now,
})

const walletError = (status: number, code: string, reason: string) =>
  new ServiceFailure(status, { code, reason })

function addCard(c: HandlerContext, request: AddCardRequest): WalletServiceCard {
  const cards = cardsOf(c)
  const id = c.newId('card')
  const stamp = c.now.toISOString()
  switch (addCardKindOf(request)) {
    case 'bank': {
      const method = (
        request as Extract<AddCardRequest, { paymentMethod: { paymentType: 'CREDIT_CARD' } }>
      ).paymentMethod
      // The token is the frame's registration: this card, unused, and from now on this
      // shopper's (src/card-frame/registrations.ts); 422 KC2617 otherwise.
      const registration = claimRegistration(c.store, method.lowValueToken, {
        ...claimBy(c, id),
        card: {
          type: 'card',
          firstSix: method.cardFirstSix,
          expirationMonth: method.expirationMonth,
          expirationYear: method.expirationYear,
        },
      })
      const lastFourPan = registration.lastFour
      const duplicate = cards.some(
        (card) =>
          card.bin === method.cardFirstSix &&
          card.lastFourPan === lastFourPan &&
          card.expirationMonth === method.expirationMonth &&
          card.expirationYear === method.expirationYear,
      )
      if (duplicate) throw walletError(409, 'CARD_EXISTS', 'card already in wallet')
      const card: WalletServiceCard = {
        id,
        versionKey: 'v1',
        cardType: 'CREDIT_CARD',
        brand: method.brand,
        lastFourPan,
        bin: method.cardFirstSix,
        expirationMonth: method.expirationMonth,
        expirationYear: method.expirationYear,
        defaultApplications: [],
        default: false,
        firstName: method.firstName,
        lastName: method.lastName,
        address: method.billing,
        paymentGram: `pg-${id}`,
        fraudToken: `fraud-${id}`,
        saved: (request as { save: boolean }).save,
        lastUpdatedTimestamp: stamp,
      }
      c.mine.put('cards', id, card)
      noteFraudTransaction(c.store, request.fraudTransactionId, claimBy(c, id))
      if ((request as { defaultCard: boolean }).defaultCard) makeDefault(c, id)
      return cardOf(c, id)
    }
    case 'snap': {
      if (cards.some((card) => card.cardType === 'EBT_CARD')) {
        throw new ServiceFailure(400, { code: 'EBT_CARD_EXISTS', reason: EBT_CARD_EXISTS_REASON })
      }
      // The storefront sends the frame's registration; the processor's services the number.
      const method = request.paymentMethod as { pan?: string; lowValueToken?: string }
      const entry =
        method.lowValueToken === undefined
          ? undefined
          : claimEntry(c.store, method.lowValueToken, 'ebt', claimBy(c, id))
      const pan = method.pan ?? ''
      const card: WalletServiceCard = {
        id,
        versionKey: 'v1',
        cardType: 'EBT_CARD',
        brand: 'EBT',
        lastFourPan: entry?.lastFour ?? pan.slice(-4),
        bin: entry?.firstSix ?? pan.slice(0, 6),
        expirationMonth: '',
        expirationYear: '',
        paymentGram: `pg-${id}`,
        lastUpdatedTimestamp: stamp,
      }
      c.mine.put('cards', id, card)
      noteFraudTransaction(c.store, request.fraudTransactionId, claimBy(c, id))
      return card
    }
    default: {
      const method = request.paymentMethod as { pan?: string; lowValueToken?: string }
      if (
        cards.filter((card) => card.cardType === 'GIFT_CARD').length >= WALLET_LIMITS.giftCardsSaved
      ) {
        throw walletError(422, 'GIFT_CARD_LIMIT_REACHED', 'gift card limit reached')
      }
      const entry =
        method.lowValueToken === undefined
          ? undefined
          : claimEntry(c.store, method.lowValueToken, 'gift', claimBy(c, id))
      const pan = method.pan ?? ''
      const startingBalance = entry ? (entry.giftBalance ?? 0) : giftCardStartingBalance(pan)
      if (entry ? startingBalance === 0 : isZeroBalanceGiftCard(pan))
        throw walletError(402, 'GIFT_CARD_ZERO_BALANCE', 'gift card has no balance')
      const card: WalletServiceCard = {
        id,
        versionKey: 'v1',
        cardType: 'GIFT_CARD',
        brand: 'NONE',
        lastFourPan: entry?.lastFour ?? pan.slice(-4),
        expirationMonth: '',
        expirationYear: '',
        balance: formatBalance(startingBalance),
        paymentGram: `pg-${id}`,
        lastUpdatedTimestamp: stamp,
      }
      c.mine.put('cards', id, card)
      return card
    }
  }
}

const toAccountAddress = (entry: ServiceAddressEntry): AccountAddress => {
  const { street, unit } = splitAddressLines(entry.address.addressLines)
  return {
    id: entry.id,
    type: entry.type,
    address: {
      street,
      ...(unit ? { unit } : {}),
      locality: entry.address.cityTown,
      region: entry.address.stateProvince,
      postalCode: entry.address.postalCode,
      countryCode: entry.address.countryCode === 'CA' ? 'CA' : 'US',
    },
  }
}

const byPaymentGram = (c: HandlerContext, gram: string, type: WalletServiceCard['cardType']) => {
  const card = cardsOf(c).find((x) => x.paymentGram === gram && x.cardType === type)
  if (!card) return fail(404, 'CARD_NOT_FOUND', 'card not found')
  return card
}

export const walletHandlers: Pick<
  HandlerTable,
  | 'wallet'
  | 'addWalletCard'
  | 'editWalletCard'
  | 'deleteWalletCard'
  | 'billingAddresses'
  | 'updateBillingAddress'
  | 'giftCardBalance'
  | 'ebtBalance'
  | 'setDefaultCard'
> = {
  wallet: (c) => {
    const snap = c.headers.get('x-show-snap-card') !== 'false'
    const gift = c.headers.get('x-show-gift-cards') !== 'false'
    const balance = c.headers.get('x-giftcard-balance') !== 'false'
    const cards = cardsOf(c)
      .filter(
        (card) => (snap || card.cardType !== 'EBT_CARD') && (gift || card.cardType !== 'GIFT_CARD'),
      )
      .map((card) => {
        const shown = present(c, card)
        if (!balance) delete shown.balance
        return shown
      })
    return ok({ data: { payment: { cards } } })
  },
  addWalletCard: (c) =>
    ok({ data: { payment: { card: present(c, addCard(c, c.body as AddCardRequest)) } } }),
  editWalletCard: (c) => {
    const body = c.body as {
      cardId: string
      defaultCard: boolean
      saved: boolean
      paymentMethod: {
        billing: WalletServiceCard['address']
        brand: WalletServiceCard['brand']
        expirationMonth: string
        expirationYear: string
        firstName: string
        lastName: string
        lowValueToken?: string
      }
    }
    const card = cardOf(c, body.cardId)
    if (card.cardType === 'EBT_CARD' || card.cardType === 'GIFT_CARD') {
      fail(400, 'CARD_NOT_EDITABLE', 'only bank cards can be edited')
    }
    const method = body.paymentMethod
    // The storefront's edit carries the frame's registration of the new expiry (and a
    // checked CVV): used up once, and it must be the expiry the request sends.
    if (method.lowValueToken !== undefined) {
      const entry = claimEntry(c.store, method.lowValueToken, 'edit', claimBy(c, card.id))
      if (entry.expiry !== `${method.expirationMonth}/${method.expirationYear.slice(-2)}`) {
        throw new ServiceFailure(422, {
          code: 'KC2617',
          reason: 'the expiry does not match its registration',
        })
      }
    }
    const next: WalletServiceCard = {
      ...card,
      versionKey: c.nextVersion(card.versionKey),
      expirationMonth: method.expirationMonth,
      expirationYear: method.expirationYear,
      firstName: method.firstName,
      lastName: method.lastName,
      saved: body.saved,
      lastUpdatedTimestamp: c.now.toISOString(),
      ...(method.billing ? { address: method.billing } : {}),
    }
    c.mine.put('cards', card.id, next)
    if (body.defaultCard) makeDefault(c, card.id)
    return ok({ data: { payment: present(c, cardOf(c, card.id)) } })
  },
  deleteWalletCard: (c) => {
    cardOf(c, c.params.cardId ?? '')
    c.mine.delete('cards', c.params.cardId ?? '')
    return ok({})
  },
  billingAddresses: (c) =>
    ok({ data: { payment: { addresses: addressesOf(c).map(toAccountAddress) } } }),
  updateBillingAddress: (c) => {
    const { address } = c.body as UpdateBillingAddressRequest
    // The wallet's form allows 100 and 50 (wallet-flyout.md §9), but the address is saved
    // to the shopper's address book, whose street, unit and city hold 40 (account-area.md §9).
    for (const field of ['addressLine1', 'addressLine2', 'city'] as const) {
      const value = address[field]
      if (value !== undefined && value.length > ADDRESS_FIELD_MAX)
        failField(
          `address.${field}`,
          `at most ${ADDRESS_FIELD_MAX} characters, the address book's (account-area.md §9)`,
        )
    }
    const id = address.addressId ?? c.newId('addr')
    const existing = c.mine.get<ServiceAddressEntry>('addresses', id)
    if (address.addressId !== undefined && !existing)
      fail(404, 'ADDRESS_NOT_FOUND', 'address not found')
    const entry: ServiceAddressEntry = {
      ...existing,
      id,
      type: address.addressType,
      preferredAddress: address.preferredAddress,
      address: {
        addressLines: address.addressLine2
          ? [address.addressLine2, address.addressLine1]
          : [address.addressLine1],
        cityTown: address.city,
        stateProvince: address.stateCode,
        postalCode: address.zip,
        countryCode: address.countryCode,
      },
      modified: { value: c.now.toISOString() },
    }
    c.mine.put('addresses', id, entry)
    return ok({})
  },
  giftCardBalance: (c) => {
    const card = byPaymentGram(c, (c.body as { paymentGram: string }).paymentGram, 'GIFT_CARD')
    return ok({ data: { payment: { remainingBalance: parseBalance(card.balance) ?? 0 } } })
  },
  ebtBalance: (c) => {
    const { encryptedPin, paymentgram } = (
      c.body as { paymentMethod: { encryptedPin: string; paymentgram: string } }
    ).paymentMethod
    const card = byPaymentGram(c, paymentgram, 'EBT_CARD')
    // The storefront's PIN is a registration of the frame, used up by this one check; the
    // PIN itself never left the frame (wallet-flyout.md §1).
    const outcome = isPinRegistration(c.store, encryptedPin)
      ? (claimEntry(c.store, encryptedPin, 'pin', claimBy(c, card.id)).balanceOutcome ?? 'ok')
      : snapPinOutcome(encryptedPin)
    if (outcome === '55') fail(402, '55', 'Invalid PIN')
    if (outcome === '75') fail(402, '75', 'PIN tries exceeded')
    return ok({
      data: {
        payment: {
          data: {
            transactionBalanceInquiry: { remainingBalance: { snap: SNAP_BALANCE, cash: 0 } },
          },
        },
      },
    })
  },
  setDefaultCard: (c) => {
    const { cardId } = c.body as { cardId: string }
    const card = cardOf(c, cardId)
    if (card.cardType !== 'CREDIT_CARD' && card.cardType !== 'BANK_CARD')
      fail(400, 'CARD_NOT_ELIGIBLE', 'only bank cards can be preferred')
    if (isCardExpired(card.expirationMonth, card.expirationYear, c.now))
      fail(400, 'CARD_EXPIRED', 'an expired card cannot be preferred')
    makeDefault(c, cardId)
    return ok({})
  },
}
