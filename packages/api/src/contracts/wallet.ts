import * as z from 'zod/mini'
import { hostApplicationSchema } from '../banners/index.js'
import { countryCodeSchema, type PostalAddress } from './address.js'
import { joinAddressLines, splitAddressLines } from './address-helpers.js'
import { isoDateTime, text, zonedDateTimeSchema } from './common.js'
import { checkoutModalityTypeSchema } from './modality.js'
import { countryOfRegion } from './regions.js'
import { BILLING_POSTAL_CODE, WALLET_LIMITS } from './wallet-helpers.js'

// wallet-flyout.md §3 "Card" and §7. All calls go to /payment/v2/wallet.

export const walletCardTypeSchema = z.enum(['BANK_CARD', 'EBT_CARD', 'CREDIT_CARD', 'GIFT_CARD'])
export type WalletCardType = z.infer<typeof walletCardTypeSchema>

export const cardBrandSchema = z.enum([
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'EBT',
  'NONE',
])
export type CardBrand = z.infer<typeof cardBrandSchema>

/** Card billing shape: one line is the street; two are unit then street (wallet-flyout.md §3). */
export const cardBillingSchema = z.object({
  addressLines: z
    .array(z.string().check(z.maxLength(WALLET_LIMITS.addressLine)))
    .check(z.minLength(1), z.maxLength(2)),
  cityTown: z.string().check(z.minLength(1), z.maxLength(WALLET_LIMITS.city)),
  countryCode: countryCodeSchema,
  stateProvince: text,
  postalCode: z.string().check(z.regex(BILLING_POSTAL_CODE)),
})
export type CardBilling = z.infer<typeof cardBillingSchema>

const twoDigitMonth = z.string().check(z.regex(/^(0[1-9]|1[0-2])$/))
const fourDigitYear = z.string().check(z.regex(/^\d{4}$/))
/** EBT and gift cards have empty expiration fields (wallet-flyout.md §3). */
const emptyString = z.literal('')

/** A card as the wallet service returns it (wallet-flyout.md §3 "Card"). */
export const walletCardSchema = z.object({
  id: text,
  versionKey: z.optional(z.string()),
  cardType: walletCardTypeSchema,
  brand: cardBrandSchema,
  imageType: z.optional(z.string()),
  lastFourPan: z.string().check(z.regex(/^\d{4}$/)),
  bin: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  binType: z.optional(z.record(z.string(), z.string())),
  expirationMonth: z.optional(z.union([twoDigitMonth, emptyString])),
  expirationYear: z.optional(z.union([fourDigitYear, emptyString])),
  expired: z.optional(z.boolean()),
  defaultApplications: z.optional(z.array(hostApplicationSchema)),
  default: z.optional(z.boolean()),
  description: z.optional(z.string()),
  fraudToken: z.optional(z.string()),
  paymentGram: z.optional(z.string()),
  vaultCardId: z.optional(z.string()),
  /** Gift cards: text such as 'USD 25.00'. */
  balance: z.optional(z.string()),
  saved: z.optional(z.boolean()),
  firstName: z.optional(z.string().check(z.maxLength(WALLET_LIMITS.name))),
  lastName: z.optional(z.string().check(z.maxLength(WALLET_LIMITS.name))),
  address: z.optional(cardBillingSchema),
  lastUpdatedTimestamp: z.optional(isoDateTime),
  isNotAllowedForFuelPay: z.optional(z.boolean()),
  /**
   * Ours: the fulfilment types this card is not accepted for, in the checkout's spelling
   * ('Pickup', 'Delivery', 'InStore'). wallet-flyout.md §2 shows a disabled tile saying
   * '{brand} is not accepted for {fulfillment type} at this time.' but names no field.
   */
  notAllowedFulfillmentTypes: z.optional(z.array(checkoutModalityTypeSchema).check(z.maxLength(3))),
})
export type WalletServiceCard = z.infer<typeof walletCardSchema>

/** A card as the flyout uses it: saved, its preferred flag resolved for the host application. */
export interface WalletCard extends Omit<WalletServiceCard, 'address' | 'balance'> {
  saved: boolean
  /** The card is preferred if the current application is in defaultApplications (§3). */
  isPreferred: boolean
  billingAddress?: PostalAddress
  /** Dollars: a gift card's balance, or the SNAP balance once checked. */
  balance?: number
}

/** 'USD 25.00' → 25; `undefined` when it is not a dollar amount. */
export function parseBalance(text: string | number | undefined): number | undefined {
  if (typeof text === 'number') return text
  if (text === undefined) return undefined
  const match = /^\s*(?:USD\s*)?\$?\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** The service's balance text of a dollar amount ('USD 25.00'). */
export function formatBalance(amount: number): string {
  return `USD ${amount.toFixed(2)}`
}

export function fromCardBilling(billing: CardBilling): PostalAddress {
  return {
    ...splitAddressLines(billing.addressLines),
    locality: billing.cityTown,
    region: billing.stateProvince,
    postalCode: billing.postalCode,
    countryCode: countryOfRegion(billing.stateProvince),
  }
}

/** The billing shape of an address; the country comes from the region (wallet-flyout.md §7). */
export function toCardBilling(address: PostalAddress): CardBilling {
  return {
    addressLines: joinAddressLines(address.street, address.unit),
    cityTown: address.locality,
    countryCode: countryOfRegion(address.region),
    stateProvince: address.region,
    postalCode: address.postalCode,
  }
}

/** A fetched card for the host application `appName`; fetched cards are saved (§4). */
export function toWalletCard(card: WalletServiceCard, appName: string): WalletCard {
  const { address, balance, ...rest } = card
  const result: WalletCard = {
    ...rest,
    saved: true,
    isPreferred:
      (card.defaultApplications as readonly string[] | undefined)?.includes(appName) ?? false,
  }
  if (address !== undefined) result.billingAddress = fromCardBilling(address)
  const amount = parseBalance(balance)
  if (amount !== undefined) result.balance = amount
  return result
}

export function toServiceCard(card: WalletCard): WalletServiceCard {
  const { isPreferred: _, billingAddress, balance, ...rest } = card
  const result: WalletServiceCard = { ...rest }
  if (billingAddress !== undefined) result.address = toCardBilling(billingAddress)
  if (balance !== undefined) result.balance = formatBalance(balance)
  return result
}

export interface WalletGroups {
  bankCards: WalletCard[]
  giftCards: WalletCard[]
  snapCards: WalletCard[]
}

/**
 * Cards grouped into bankCards (bank and credit), giftCards and snapCards, the card
 * preferred for the application first among bank cards (wallet-flyout.md §3, §4).
 */
export function groupWallet(cards: readonly WalletServiceCard[], appName: string): WalletGroups {
  const groups: WalletGroups = { bankCards: [], giftCards: [], snapCards: [] }
  for (const card of cards.map((c) => toWalletCard(c, appName))) {
    if (card.cardType === 'GIFT_CARD') groups.giftCards.push(card)
    else if (card.cardType === 'EBT_CARD') groups.snapCards.push(card)
    else groups.bankCards.push(card)
  }
  const preferred = groups.bankCards.findIndex((card) => card.isPreferred)
  if (preferred > 0) groups.bankCards.unshift(...groups.bankCards.splice(preferred, 1))
  return groups
}

// ---------------------------------------------------------------------------
// Card brand (wallet-flyout.md §3 "Brand detection patterns")
// ---------------------------------------------------------------------------

const inRange = (digits: string, length: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, length))
  return digits.length >= length && prefix >= low && prefix <= high
}

/**
 * The brand from the first digits. JCB's range is not given in the spec: the
 * network's 3528-3589 is used.
 */
export function brandOfCardNumber(number: string): CardBrand {
  const d = number.replace(/\D/g, '')
  if (d.startsWith('4')) return 'VISA'
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'MASTERCARD'
  if (inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37)) return 'AMEX'
  if (
    d.startsWith('6011') ||
    d.startsWith('65') ||
    inRange(d, 3, 644, 649) ||
    inRange(d, 6, 622126, 622925)
  ) {
    return 'DISCOVER'
  }
  if (d.startsWith('3095') || inRange(d, 3, 300, 305) || d.startsWith('36') || d.startsWith('38')) {
    return 'DINERS'
  }
  if (inRange(d, 4, 3528, 3589)) return 'JCB'
  if (d.startsWith('62') || d.startsWith('81')) return 'UNIONPAY'
  return 'NONE'
}

/** Two-digit years are 20xx (wallet-flyout.md §9). */
export function toFourDigitYear(year: string): string {
  return year.length === 2 ? `20${year}` : year
}

// ---------------------------------------------------------------------------
// Calls (wallet-flyout.md §7)
// ---------------------------------------------------------------------------

const flag = z.enum(['true', 'false'])

/** GET /payment/v2/wallet headers. */
export const getWalletHeadersSchema = z.object({
  'x-show-snap-card': flag,
  'x-show-gift-cards': flag,
  'x-giftcard-balance': flag,
})

export const getWalletResponseSchema = z.object({
  data: z.object({ payment: z.object({ cards: z.array(walletCardSchema) }) }),
})

export const cardResponseSchema = z.object({
  data: z.object({ payment: z.object({ card: walletCardSchema }) }),
})

/** Moments go as `{ timezone: 'UTC', value }`. */
export const utcDateTimeSchema = z.extend(zonedDateTimeSchema, { timezone: z.literal('UTC') })

export const deviceInfoSchema = z.object({
  pageId: z.optional(z.string()),
  sessionId: z.optional(z.string()),
  ubaId: z.optional(z.string()),
  ubaEvents: z.optional(z.string()),
})

const name = z.string().check(z.minLength(1), z.maxLength(WALLET_LIMITS.name))

/** The payment method of an added or edited bank card. */
export const bankCardMethodSchema = z.object({
  paymentType: z.literal('CREDIT_CARD'),
  billing: cardBillingSchema,
  brand: cardBrandSchema,
  expirationMonth: twoDigitMonth,
  /** 20 plus two digits. */
  expirationYear: z.string().check(z.regex(/^20\d{2}$/)),
  /** The hosted frame's registration id (paypageRegistrationId / checkout id). */
  lowValueToken: text,
  cardFirstSix: z.string().check(z.regex(/^\d{6}$/)),
  firstName: name,
  lastName: name,
})

/** POST /payment/v2/wallet, add bank card. */
export const addBankCardRequestSchema = z.object({
  dateTime: utcDateTimeSchema,
  facilityId: text,
  storeId: text,
  defaultCard: z.boolean(),
  save: z.boolean(),
  paymentMethod: bankCardMethodSchema,
  fraudTransactionId: z.optional(z.string()),
  deviceInfo: z.optional(deviceInfoSchema),
})

/** A card-entry registration id, as long as the frame's message allows (card-entry.ts). */
const registrationToken = z.string().check(z.minLength(1), z.maxLength(100))

/** POST /payment/v2/wallet, add SNAP EBT card: 16 to 19 digits, or the frame's registration. */
export const addSnapCardRequestSchema = z.object({
  dateTime: utcDateTimeSchema,
  defaultCard: z.literal(false),
  facilityId: text,
  paymentMethod: z.union([
    /** The card-entry frame's registration: the storefront never holds the number (§1). */
    z.strictObject({ paymentType: z.literal('EBT_CARD'), lowValueToken: registrationToken }),
    /** The number itself, as the card processor's own services send it. */
    z.strictObject({
      paymentType: z.literal('EBT_CARD'),
      pan: z.string().check(z.regex(/^\d{16,19}$/)),
    }),
  ]),
  save: z.boolean(),
  fraudTransactionId: z.optional(z.string()),
  deviceInfo: z.optional(deviceInfoSchema),
})

/** POST /payment/v2/wallet, add gift card: 19 digits and a 4-digit PIN. */
export const addGiftCardRequestSchema = z.object({
  dateTime: utcDateTimeSchema,
  facilityId: text,
  paymentMethod: z.union([
    /** The card-entry frame's registration of number and PIN (wallet-flyout.md §1). */
    z.strictObject({ paymentType: z.literal('GIFT_CARD'), lowValueToken: registrationToken }),
    z.strictObject({
      paymentType: z.literal('GIFT_CARD'),
      pan: z.string().check(z.regex(/^\d{19}$/)),
      pin: z.string().check(z.regex(/^\d{4}$/)),
    }),
  ]),
  /** The gift-card form's payload also carries these (wallet-flyout.md §3 "Card form values"). */
  applicationName: z.optional(z.string()),
  paymentGram: z.optional(z.string()),
  fraudTransactionId: z.optional(z.string()),
})

/** The three bodies of POST /payment/v2/wallet. */
export const addCardRequestSchema = z.union([
  addBankCardRequestSchema,
  addSnapCardRequestSchema,
  addGiftCardRequestSchema,
])
export type AddCardRequest = z.infer<typeof addCardRequestSchema>

export function addCardKindOf(request: AddCardRequest): 'bank' | 'snap' | 'gift' {
  const type = request.paymentMethod.paymentType
  return type === 'CREDIT_CARD' ? 'bank' : type === 'EBT_CARD' ? 'snap' : 'gift'
}

/** PUT /payment/v2/wallet, the edit form's payload (wallet-flyout.md §7 "Edit-card payload"). */
export const editCardRequestSchema = z.object({
  cardId: text,
  dateTime: utcDateTimeSchema,
  facilityId: text,
  storeId: text,
  defaultCard: z.boolean(),
  paymentGram: z.optional(z.string()),
  saved: z.boolean(),
  paymentMethod: z.extend(bankCardMethodSchema, {
    lowValueToken: z.optional(text),
    cardFirstSix: z.optional(bankCardMethodSchema.shape.cardFirstSix),
  }),
})

/** The edit answers with the card, which carries cardType (§7 "Success response carries cardType"). */
export const editCardResponseSchema = z.object({ data: z.object({ payment: walletCardSchema }) })

/** Account address of the billing list (wallet-flyout.md §3 "Account address"). */
export const accountAddressSchema = z.object({
  id: text,
  type: z.enum(['home', 'delivery']),
  address: z.object({
    street: text,
    unit: z.optional(z.string()),
    locality: text,
    county: z.optional(z.string()),
    region: text,
    postalCode: text,
    countryCode: countryCodeSchema,
  }),
})
export type AccountAddress = z.infer<typeof accountAddressSchema>

export const getBillingAddressesResponseSchema = z.object({
  data: z.object({ payment: z.object({ addresses: z.array(accountAddressSchema) }) }),
})

/** PUT /payment/v2/wallet/account/billing. */
export const updateBillingAddressRequestSchema = z.object({
  address: z.object({
    addressId: z.optional(text),
    addressLine1: z.string().check(z.minLength(1), z.maxLength(WALLET_LIMITS.addressLine)),
    addressLine2: z.optional(z.string().check(z.maxLength(WALLET_LIMITS.addressLine))),
    addressType: z.enum(['home', 'delivery']),
    city: z.string().check(z.minLength(1), z.maxLength(WALLET_LIMITS.city)),
    countryCode: countryCodeSchema,
    preferredAddress: z.boolean(),
    stateCode: text,
    zip: z.string().check(z.regex(BILLING_POSTAL_CODE)),
  }),
})
export type UpdateBillingAddressRequest = z.infer<typeof updateBillingAddressRequestSchema>

/**
 * The update payload of an account address: addressType 'delivery' unless set,
 * preferredAddress false, country CA for a Canadian province (wallet-flyout.md §3).
 */
export function toBillingAddressUpdate(
  address: Omit<AccountAddress, 'id' | 'type'> & { id?: string; type?: AccountAddress['type'] },
): UpdateBillingAddressRequest {
  const { street, unit, locality, region, postalCode } = address.address
  const payload: UpdateBillingAddressRequest['address'] = {
    addressLine1: street,
    addressType: address.type ?? 'delivery',
    city: locality,
    countryCode: countryOfRegion(region),
    preferredAddress: false,
    stateCode: region,
    zip: postalCode,
  }
  if (address.id !== undefined) payload.addressId = address.id
  if (unit !== undefined && unit !== '') payload.addressLine2 = unit
  return { address: payload }
}

export function fromBillingAddressUpdate({ address }: UpdateBillingAddressRequest): AccountAddress {
  return {
    id: address.addressId ?? '',
    type: address.addressType,
    address: {
      street: address.addressLine1,
      ...(address.addressLine2 === undefined ? {} : { unit: address.addressLine2 }),
      locality: address.city,
      region: address.stateCode,
      postalCode: address.zip,
      countryCode: address.countryCode,
    },
  }
}

/** POST /payment/v2/wallet/gift-card/balance. */
export const giftCardBalanceRequestSchema = z.object({ paymentGram: text })
export const giftCardBalanceResponseSchema = z.object({
  data: z.object({ payment: z.object({ remainingBalance: z.union([z.number(), z.string()]) }) }),
})

/** POST /payment/v2/wallet/cards/ebt/balance; `paymentgram` is spelled so by the service. */
export const ebtBalanceRequestSchema = z.object({
  paymentMethod: z.object({ encryptedPin: text, paymentgram: text }),
})
export const ebtBalanceResponseSchema = z.object({
  data: z.object({
    payment: z.object({
      data: z.object({
        transactionBalanceInquiry: z.object({
          remainingBalance: z.looseObject({ snap: z.union([z.number(), z.string()]) }),
        }),
      }),
    }),
  }),
})

/** The SNAP balance of an EBT balance answer, in dollars (the snap field is used, §7). */
export function snapBalanceOf(
  response: z.infer<typeof ebtBalanceResponseSchema>,
): number | undefined {
  return parseBalance(response.data.payment.data.transactionBalanceInquiry.remainingBalance.snap)
}

/** PUT /payment/v2/wallet/cards/defaults. */
export const setDefaultCardRequestSchema = z.object({ cardId: text })
