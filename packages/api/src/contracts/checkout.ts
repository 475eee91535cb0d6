import * as z from 'zod/mini'
import { serviceAddressSchema } from './address.js'
import { CHECKOUT_LIMITS } from './checkout-helpers.js'
import { chargeAmount, gtin13, isoDate, isoDateTime, latLngSchema, money, text } from './common.js'
import { checkoutModalityTypeSchema } from './modality.js'
import { quoteItemsSchema, slotMembershipSchema, timeWindowSchema } from './time-slots.js'

// ---------------------------------------------------------------------------
// Entities (checkout.md §3)
// ---------------------------------------------------------------------------

export const substitutionPolicySchema = z.enum(['SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE'])

export const lineItemSchema = z.object({
  id: z.optional(text),
  cart: z.object({ gtin13 }),
  /** Whole units, 0 (a deleted line) to CHECKOUT_LIMITS.lineQuantity. */
  quantity: z.number().check(z.int(), z.nonnegative(), z.lte(CHECKOUT_LIMITS.lineQuantity)),
  substitutionPolicy: substitutionPolicySchema,
  substitutionItems: z.optional(z.array(z.object({ gtin13 }))),
  instructions: z.optional(z.string().check(z.maxLength(CHECKOUT_LIMITS.instructions))),
  couponId: z.optional(z.string()),
  sourceStoreId: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  modalityType: z.optional(checkoutModalityTypeSchema),
  channel: z.optional(z.string()),
  priceAdjustment: z.optional(
    z.object({ coupons: z.array(z.object({ id: text, offerId: z.optional(z.string()) })) }),
  ),
  requestedBy: z.optional(z.literal('CUSTOMER')),
  isItemProp65: z.optional(z.boolean()),
})
export type LineItem = z.infer<typeof lineItemSchema>

/** Payment entry: paymentType is a bank card, EBT, EBT_CARD or GIFT_CARD. */
export const checkoutPaymentSchema = z.object({
  id: z.optional(text),
  paymentType: z.enum(['BANK_CARD', 'CREDIT_CARD', 'EBT', 'EBT_CARD', 'GIFT_CARD']),
  amountToAuthorize: z.optional(chargeAmount),
  authorizedAmount: z.optional(chargeAmount),
  balance: z.optional(chargeAmount),
  amount: z.optional(chargeAmount),
  paymentGram: z.optional(z.string()),
})
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>

/** Card as the checkout holds it (checkout.md §3 "Card"). */
export const checkoutCardSchema = z.object({
  id: text,
  bin: z.optional(z.string()),
  paymentGram: z.optional(z.string()),
  lastFourPan: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  fraudToken: z.optional(z.string()),
  brand: z.optional(z.string()),
  description: z.optional(z.string()),
  /** Masked. */
  number: z.optional(z.string()),
  isExpired: z.optional(z.boolean()),
  expirationMonth: z.optional(z.string()),
  expirationYear: z.optional(z.string()),
  address: z.optional(serviceAddressSchema),
})

/** Gift card as the checkout holds it. */
export const checkoutGiftCardSchema = z.object({
  cardNumber: text,
  remainingBalance: z.optional(chargeAmount),
  paymentGram: z.optional(z.string()),
})

export const existingAuthorizationSchema = z.object({
  id: text,
  amount: chargeAmount,
  encryptedPin: z.optional(z.string()),
})

export const paymentDetailsSchema = z.object({
  gratuityAmount: z.optional(chargeAmount),
  identityData: z.optional(z.string()),
  paymentMethodId: z.optional(z.string()),
  accountingLocation: z.optional(z.object({ facilityId: text })),
  paymentMethods: z.optional(
    z.object({
      bankCards: z.optional(z.array(checkoutCardSchema)),
      ebtCards: z.optional(z.array(checkoutCardSchema)),
      giftCards: z.optional(z.array(checkoutGiftCardSchema)),
      existingAuthorizations: z.optional(z.array(existingAuthorizationSchema)),
    }),
  ),
  paymentVersionKey: z.optional(z.string()),
  ebtDetails: z.optional(z.object({ remainingBalance: z.object({ snap: chargeAmount }) })),
  payment: z.optional(
    z.object({
      transactions: z.array(
        z.object({
          paymentMethod: z.object({
            type: text,
            subType: z.optional(z.string()),
            lastFourOfCard: z.optional(z.string()),
          }),
        }),
      ),
    }),
  ),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

/** A phone the checkout sends: +1 and 10 digits (checkout.md §5). */
export const servicePhoneSchema = z.string().check(z.regex(/^\+1\d{10}$/))

const personName = z.string().check(z.minLength(1), z.maxLength(CHECKOUT_LIMITS.name))

/** fulfillment.contact (checkout.md §3). */
export const contactSchema = z.object({
  firstName: personName,
  lastName: personName,
  phone: servicePhoneSchema,
  dateOfBirth: z.optional(isoDate),
  smsOptin: z.optional(z.boolean()),
  address: z.optional(serviceAddressSchema),
  location: z.optional(latLngSchema),
})
export type Contact = z.infer<typeof contactSchema>

export const deliveryTypeSchema = z.enum(['Standard', 'Contactless'])

/**
 * The reserved time as the checkout holds it: scheduling's promise, whole (checkout.md §3
 * "Promise (reservation)": id, expiration, selections with vendor.id, window and items,
 * versionKey). Only the id is required: a checkout made elsewhere may carry no more.
 */
export const checkoutPromiseSchema = z.looseObject({
  id: text,
  expiration: z.optional(z.object({ value: isoDateTime })),
  selections: z.optional(
    z
      .array(
        z.object({
          vendor: z.optional(z.object({ id: text })),
          window: z.optional(timeWindowSchema),
          items: z.optional(quoteItemsSchema),
        }),
      )
      .check(z.maxLength(CHECKOUT_LIMITS.promiseSelections)),
  ),
  versionKey: z.optional(text),
})
export type CheckoutPromise = z.infer<typeof checkoutPromiseSchema>

/**
 * The pickup store of a checkout: the 8-character store id and its division and store
 * numbers (checkout.md §3 "Checkout request": fulfillmentStoreId, divisionNumber,
 * storeNumber), with the name and address the shopper chose it by.
 */
export const fulfillmentStoreSchema = z.object({
  fulfillmentStoreId: z.string().check(z.length(CHECKOUT_LIMITS.storeId)),
  divisionNumber: z.string().check(z.length(3)),
  storeNumber: z.string().check(z.length(5)),
  name: z.optional(z.string().check(z.maxLength(CHECKOUT_LIMITS.storeName))),
  address: z.optional(serviceAddressSchema),
})
export type FulfillmentStore = z.infer<typeof fulfillmentStoreSchema>

export const fulfillmentSchema = z.object({
  contact: z.optional(contactSchema),
  deliveryType: z.optional(deliveryTypeSchema),
  instructions: z.optional(z.string().check(z.maxLength(CHECKOUT_LIMITS.instructions))),
  promise: z.optional(checkoutPromiseSchema),
  /** Delivery: where the order goes (checkout.md §3 "Checkout request" destinationAddress). */
  destinationAddress: z.optional(serviceAddressSchema),
  /** Pickup: the store (checkout.md §3 "Checkout request" fulfillmentStoreId). */
  store: z.optional(fulfillmentStoreSchema),
})

export const buyerSchema = z.object({
  profileId: text,
  dateOfBirth: z.optional(isoDate),
  email: z.optional(z.string().check(z.email())),
  loyaltyId: z.optional(z.string()),
  address: z.optional(serviceAddressSchema),
})

/** Promo adjustment (checkout.md §3). */
export const promoAdjustmentSchema = z.object({
  id: text,
  code: z.string().check(z.maxLength(CHECKOUT_LIMITS.promoCode)),
  description: z.optional(z.string()),
  offerId: z.optional(z.string()),
  discount: z.optional(money),
  appliedTo: z.optional(z.string()),
  type: z.enum(['DigitalCoupon', 'INCENTIVE', 'Promo']),
})

export const priceAdjustmentSchema = z.object({
  promos: z.optional(z.array(promoAdjustmentSchema)),
})

export const summarySchema = z.object({
  itemCount: z.number().check(z.int(), z.nonnegative()),
  cost: z.object({
    itemTotal: money,
    taxTotal: z.optional(money),
    total: money,
    gratuityTotal: z.optional(money),
    yellowTagDiscountTotal: z.optional(money),
    ebtTotal: z.optional(money),
    nonEbtTotal: z.optional(money),
  }),
})
export type Summary = z.infer<typeof summarySchema>

export const summaryLineTypeSchema = z.enum(['SUBTOTAL', 'TIP', 'TOTAL', 'FEE', 'TAX'])

const summaryLineBase = z.object({
  type: summaryLineTypeSchema,
  description: z.string(),
  amount: z.nullable(money),
  /** Fee lines only. */
  regulated: z.optional(z.boolean()),
})

/** calculatedProperties.uiPaymentSummary.lines, nested one level. */
export const summaryLineSchema = z.extend(summaryLineBase, {
  nestedLines: z.optional(z.array(summaryLineBase)),
})

/** checkout.md §3 "Tip suggestion": label, value, percentage. */
export const tipSuggestionSchema = z.object({
  label: z.string(),
  value: money.check(z.nonnegative()),
  percentage: z.optional(z.number()),
})

/**
 * Whether the tip can change, its cap and the suggestions (checkout.md §4 "The tip can
 * change only when gratuity is modifiable", §5 "capped by the maximum tip amount"). Where
 * the service reads these is not shown; the checkout carries them.
 */
export const gratuitySchema = z.object({
  modifiable: z.boolean(),
  maxAmount: money.check(z.nonnegative()),
  suggestions: z.array(tipSuggestionSchema),
})
export type Gratuity = z.infer<typeof gratuitySchema>

export const checkoutSchema = z.object({
  id: text,
  versionKey: text,
  checksum: z.optional(z.string()),
  /** DRAFT is the one seen in the spec. */
  status: text,
  modalityType: checkoutModalityTypeSchema,
  lineItems: z.array(lineItemSchema),
  payments: z.array(checkoutPaymentSchema),
  paymentDetails: z.optional(paymentDetailsSchema),
  buyer: z.optional(buyerSchema),
  fulfillment: z.optional(fulfillmentSchema),
  priceAdjustment: z.optional(priceAdjustmentSchema),
  summary: z.optional(summarySchema),
  /** Cost before a modification. */
  originalSummary: z.optional(summarySchema),
  calculatedProperties: z.optional(
    z.object({
      uiPaymentSummary: z.object({ lines: z.array(summaryLineSchema) }),
      /** The tip the payment step offers (checkout.md §3 "Tip suggestion", §4, §5). */
      gratuity: z.optional(gratuitySchema),
      /**
       * The shopper's delivery membership, as the time slots give it (checkout.md §3): the
       * payment step's free-delivery banner follows the same rule as scheduling's (§6, §9).
       */
      membership: z.optional(slotMembershipSchema),
    }),
  ),
  idempotencyKey: z.optional(z.string()),
})
export type Checkout = z.infer<typeof checkoutSchema>

// ---------------------------------------------------------------------------
// Calls (checkout.md §7)
// ---------------------------------------------------------------------------

/** Create checkout (v2). */
export const createCheckoutRequestSchema = z.object({
  buyer: buyerSchema,
  fulfillment: fulfillmentSchema,
  lineItems: z.array(lineItemSchema),
  modalityType: checkoutModalityTypeSchema,
  cartId: text,
  properties: z.object({
    paymentVersion: z.literal('2'),
    createOrderPromiseHadFallout: z.boolean(),
  }),
})
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>

const versioned = { versionKey: text, payments: z.array(checkoutPaymentSchema) }

export const updateFulfillmentRequestSchema = z.strictObject({
  ...versioned,
  fulfillment: z.object({
    contact: z.optional(
      z.pick(contactSchema, { firstName: true, lastName: true, phone: true, smsOptin: true }),
    ),
    instructions: fulfillmentSchema.shape.instructions,
    deliveryType: fulfillmentSchema.shape.deliveryType,
  }),
})

export const updateLineItemsRequestSchema = z.strictObject({
  ...versioned,
  lineItems: z.array(lineItemSchema),
})

export const updatePaymentsRequestSchema = z.strictObject(versioned)

export const promoActionSchema = z.object({
  action: z.enum(['Add', 'Remove']),
  code: z.string().check(z.minLength(1), z.maxLength(CHECKOUT_LIMITS.promoCode)),
})

export const updatePromoRequestSchema = z.strictObject({
  ...versioned,
  priceAdjustment: z.object({ promos: z.array(promoActionSchema).check(z.minLength(1)) }),
})

export const updateTipRequestSchema = z.strictObject({
  ...versioned,
  paymentDetails: z.object({
    gratuityAmount: chargeAmount.check(z.lte(CHECKOUT_LIMITS.tip)),
  }),
})

/** Place order: an ACTIVATE update. */
export const activateCheckoutRequestSchema = z.strictObject({
  type: z.literal('ACTIVATE'),
  versionKey: text,
  paymentDetails: z.object({
    paymentMethods: z.object({
      bankCards: z.array(checkoutCardSchema),
      ebtCards: z.optional(z.array(checkoutCardSchema)),
      giftCards: z.optional(z.array(checkoutGiftCardSchema)),
    }),
    identityData: z.optional(z.string()),
  }),
  idempotencyKey: text,
})

/** Modify order: a MODIFY update, payment version 2. */
export const modifyCheckoutRequestSchema = z.strictObject({
  type: z.literal('MODIFY'),
  lineItems: z.array(lineItemSchema),
  versionKey: text,
  checksum: text,
  summary: summarySchema,
  buyer: z.object({ dateOfBirth: z.optional(isoDate) }),
  fulfillment: z.pick(fulfillmentSchema, { deliveryType: true, instructions: true }),
  priceAdjustment: z.optional(priceAdjustmentSchema),
  paymentDetails: z.object({
    identityData: z.optional(z.string()),
    paymentMethods: z.object({ existingAuthorizations: z.array(existingAuthorizationSchema) }),
    paymentVersionKey: text,
  }),
  idempotencyKey: text,
  options: z.object({ paymentVersion: z.literal('2') }),
})

/**
 * Every update is a PUT on the checkout (checkout.md §7). The bodies are strict, so
 * a malformed update of one kind is rejected instead of passing as a lesser kind.
 */
export const checkoutUpdateRequestSchema = z.union([
  activateCheckoutRequestSchema,
  modifyCheckoutRequestSchema,
  updatePromoRequestSchema,
  updateTipRequestSchema,
  updateFulfillmentRequestSchema,
  updateLineItemsRequestSchema,
  updatePaymentsRequestSchema,
])
export type CheckoutUpdateRequest = z.infer<typeof checkoutUpdateRequestSchema>

export type CheckoutUpdateKind =
  | 'activate'
  | 'modify'
  | 'promo'
  | 'tip'
  | 'fulfillment'
  | 'lineItems'
  | 'payments'

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** checkout.md §3 "Tip suggestion". */
export interface TipSuggestion {
  label: string
  value: number
  percentage?: number
}
