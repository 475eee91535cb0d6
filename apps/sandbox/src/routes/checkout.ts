// checkout.md §3, §4, §7; payment controller paths of account-area.md §7.
import type { Checkout, CheckoutUpdateRequest, LineItem, WalletServiceCard } from '@aisle/api'
import {
  CHECKOUT_LIMITS,
  checkoutUpdateKindOf,
  type FlexContent,
  flexContentParamsSchema,
  parseBalance,
  TIPPING_POLICY_CONTAINER_ID,
} from '@aisle/api'
import type { BannerId, HandlerContext, HandlerTable } from '../context.ts'
import { assertVersion, fail, nextVersion, ok, scopeOf } from '../context.ts'
import type { OrderFee, PricedLine } from '../order-math.ts'
import { orderTotals } from '../order-math.ts'
import { isCardExpired, SNAP_BALANCE } from '../rules.ts'
import type { CatalogItem, SlotPlan } from '../seed.ts'
import {
  catalogItem,
  OUTSIDE_VENDOR,
  SEED_CART,
  SEED_CHECKOUT_ID,
  SHOPPER_ID,
  storeIdOf,
} from '../seed.ts'
import type { Store } from '../store/store.ts'
import { assertSnapPin } from './checkout-payments.ts'
import { failField } from './field-errors.ts'
import { productImageUrl } from './products.ts'

/** Promo codes: SAVE5 takes $5 off; FREEDEL waives the delivery fee; others are refused (400 INVALID_PROMO). */
export const PROMOS: Record<string, { discount: number; description: string }> = {
  SAVE5: { discount: 5, description: '$5 off your order' },
  FREEDEL: { discount: 0, description: 'Free delivery' },
}
/** Delivery and pickup fees, and the regulated bag fee (checkout.md §3 "uiPaymentSummary" FEE lines). */
export const FEES = { Delivery: 3.95, Pickup: 0, InStore: 0, bag: 0.3 } as const

type CatalogLookup = (gtin: string) => CatalogItem | undefined

/** The tip cap and suggested percentages; 0% is sent too (the payment step hides zero values). */
export const TIP = { maxAmount: CHECKOUT_LIMITS.tip, percentages: [0, 10, 15, 20] } as const

/** The tip offer: delivery drafts only (checkout.md §4 "only when gratuity is modifiable"). */
export function gratuityOf(checkout: Pick<Checkout, 'modalityType' | 'status'>, subtotal: number) {
  return {
    modifiable: checkout.modalityType === 'Delivery' && checkout.status === 'DRAFT',
    maxAmount: TIP.maxAmount,
    suggestions: TIP.percentages.map((percentage) => ({
      label: `${percentage}%`,
      value: Math.round(subtotal * percentage) / 100,
      percentage,
    })),
  }
}

/**
 * What the reserved time costs (checkout.md §3: a time's cost and waiver; §9: 'Under $5'
 * reads cost plus waiver): the time the checkout's promise names, found in the modality's
 * slot plan by its start and its vendor. Undefined when the promise names no time of the
 * plan (a checkout made without scheduling): the modality's standard fee applies then.
 */
export function slotFeeOf(
  c: HandlerContext,
  checkout: Pick<Checkout, 'modalityType' | 'fulfillment'>,
): number | undefined {
  const selection = checkout.fulfillment?.promise?.selections?.[0]
  const start =
    selection?.window && /T(\d{2}:\d{2})(?::\d{2})?[^/]*\//.exec(selection.window.value)?.[1]
  if (!start) return undefined
  const plan = c.shared.get<SlotPlan>(
    'slotPlans',
    checkout.modalityType === 'Delivery' ? 'DELIVERY' : 'PICKUP',
  )
  const outside = selection?.vendor?.id === OUTSIDE_VENDOR.id
  const time = plan?.times.find((t) => t.start === start && (t.vendor === true) === outside)
  return time === undefined ? undefined : Math.round((time.cost + (time.waiver ?? 0)) * 100) / 100
}

export function feesOf(
  checkout: Pick<Checkout, 'modalityType' | 'priceAdjustment'>,
  slotFee?: number,
): OrderFee[] {
  const promos = checkout.priceAdjustment?.promos ?? []
  const freeDelivery = promos.some((p) => p.code === 'FREEDEL')
  const label = checkout.modalityType === 'Delivery' ? 'Delivery fee' : 'Pickup fee'
  return [
    {
      description: label,
      amount: freeDelivery ? 0 : (slotFee ?? FEES[checkout.modalityType]),
      regulated: false,
    },
    { description: 'Bag fee', amount: FEES.bag, regulated: true },
  ]
}

export function pricedLines(lineItems: readonly LineItem[], lookup: CatalogLookup): PricedLine[] {
  return lineItems.map((line) => {
    const item = lookup(line.cart.gtin13)
    const priced: PricedLine = {
      price: item?.price ?? 0,
      quantity: line.quantity,
      ebtEligible: item?.ebtEligible ?? false,
      taxable: item?.taxable ?? true,
      available: item?.available ?? false,
    }
    if (item?.flashSale && line.couponId === item.flashSale.couponId)
      priced.percentOff = item.flashSale.percentOff
    return priced
  })
}

/**
 * The checkout with its summary and payment summary lines recomputed; `slotFee` is what its
 * reserved time costs (slotFeeOf), when it names one.
 */
export function withSummary(checkout: Checkout, lookup: CatalogLookup, slotFee?: number): Checkout {
  const fees = feesOf(checkout, slotFee)
  const promoDiscount = (checkout.priceAdjustment?.promos ?? []).reduce(
    (sum, p) => sum + (p.discount ?? 0),
    0,
  )
  const totals = orderTotals({
    lines: pricedLines(checkout.lineItems, lookup),
    fees,
    tip: checkout.paymentDetails?.gratuityAmount ?? 0,
    promoDiscount,
  })
  return {
    ...checkout,
    summary: {
      itemCount: totals.itemCount,
      cost: {
        itemTotal: totals.subtotal,
        taxTotal: totals.tax,
        total: totals.total,
        gratuityTotal: totals.tip,
        yellowTagDiscountTotal: totals.savings,
        ebtTotal: totals.ebtTotal,
        nonEbtTotal: totals.nonEbtTotal,
      },
    },
    calculatedProperties: {
      uiPaymentSummary: {
        lines: [
          {
            type: 'SUBTOTAL',
            description: 'Subtotal',
            amount: totals.subtotal,
            nestedLines: [{ type: 'SUBTOTAL', description: 'Savings', amount: -totals.savings }],
          },
          ...fees.map((fee) => ({
            type: 'FEE' as const,
            description: fee.description,
            amount: fee.amount,
            regulated: fee.regulated,
          })),
          { type: 'TAX', description: 'Estimated tax', amount: totals.tax },
          { type: 'TIP', description: 'Tip', amount: totals.tip },
          { type: 'TOTAL', description: 'Estimated total', amount: totals.total },
        ],
      },
      gratuity: gratuityOf(checkout, totals.subtotal),
    },
  }
}

const lookupOf =
  (c: HandlerContext): CatalogLookup =>
  (gtin) =>
    c.shared.get<CatalogItem>('catalog', gtin)

function save(c: HandlerContext, checkout: Checkout): Checkout {
  const priced = withSummary(checkout, lookupOf(c), slotFeeOf(c, checkout))
  c.mine.put('checkouts', priced.id, priced)
  return priced
}

const sameLines = (a: readonly LineItem[], b: readonly LineItem[]) =>
  a.length === b.length &&
  a.every((line, i) => line.cart.gtin13 === b[i]?.cart.gtin13 && line.quantity === b[i]?.quantity)

/**
 * A checkout as the shopper reads it. It carries the shopper's delivery membership, as the
 * time slots give it (checkout.md §3), for the payment step's free-delivery banner. A placed
 * order whose items are being changed (the modify basket, routes/basket.ts) reads with those
 * items priced and the cost before (originalSummary), so the review shows the new basket and
 * the cost change before the MODIFY; the stored order stays as placed until then (§4).
 */
function present(c: HandlerContext, checkout: Checkout): Checkout {
  const plan = c.shared.get<SlotPlan>(
    'slotPlans',
    checkout.modalityType === 'Delivery' ? 'DELIVERY' : 'PICKUP',
  )
  const pending =
    checkout.status === 'DRAFT' ? undefined : c.mine.get<LineItem[]>('modifyBaskets', checkout.id)
  const shown =
    pending === undefined || sameLines(pending, checkout.lineItems)
      ? checkout
      : withSummary(
          {
            ...checkout,
            lineItems: pending,
            ...(checkout.summary ? { originalSummary: checkout.summary } : {}),
          },
          lookupOf(c),
          slotFeeOf(c, checkout),
        )
  if (!plan?.membership || !shown.calculatedProperties) return shown
  return {
    ...shown,
    calculatedProperties: { ...shown.calculatedProperties, membership: plan.membership },
  }
}

export function checkoutOf(c: HandlerContext, id: string): Checkout {
  const checkout = c.mine.get<Checkout>('checkouts', id)
  if (!checkout) return fail(404, 'CHECKOUT_NOT_FOUND', 'checkout not found')
  return checkout
}

/**
 * A flash-sale line holds at most the sale's maxQuantity (checkout.md §9 "Flash sale limit
 * 10 per item"); `field` names the lines in the answer.
 */
function assertFlashSaleLimits(c: HandlerContext, lines: readonly LineItem[], field: string) {
  for (const [index, line] of lines.entries()) {
    const sale = lookupOf(c)(line.cart.gtin13)?.flashSale
    if (sale && line.couponId === sale.couponId && line.quantity > sale.maxQuantity) {
      failField(`${field}.${index}.quantity`, `at most ${sale.maxQuantity} of a flash-sale item`)
    }
  }
}

/** The tip a checkout takes: delivery drafts only, within the offer's maxAmount. */
function assertTip(checkout: Checkout, amount: number, field: string) {
  const offer = gratuityOf(checkout, checkout.summary?.cost.itemTotal ?? 0)
  if (!offer.modifiable) fail(400, 'TIP_NOT_ALLOWED', 'tips are for delivery orders')
  if (amount > offer.maxAmount)
    failField(field, `at most ${offer.maxAmount}, the most this checkout offers`)
}

const hasAgeRestricted = (c: HandlerContext, lines: readonly LineItem[]) =>
  lines.some((line) => line.quantity > 0 && lookupOf(c)(line.cart.gtin13)?.ageRestricted)

/** The seeded cart of a banner: an age-restricted, an unavailable and a flash-sale item. */
export function seedCheckout(store: Store, banner: BannerId): void {
  const modalityType = banner === 'copperline' ? 'Pickup' : 'Delivery'
  const lineItems: LineItem[] = SEED_CART.map((line, index) => {
    const item = catalogItem(line.gtin13)
    const entry: LineItem = {
      id: `line-${index + 1}`,
      cart: { gtin13: line.gtin13 },
      quantity: line.quantity,
      substitutionPolicy: line.flashSale ? 'NONE' : 'SHOPPER_CHOICE',
      modalityType,
    }
    if (item?.similar)
      entry.substitutionItems = item.similar.slice(0, 2).map((gtin13) => ({ gtin13 }))
    if (line.flashSale && item?.flashSale) {
      entry.couponId = item.flashSale.couponId
      entry.sourceStoreId = storeIdOf(banner, 101)
    }
    return entry
  })
  const checkout: Checkout = {
    id: SEED_CHECKOUT_ID,
    versionKey: 'v1',
    checksum: 'sum-v1',
    status: 'DRAFT',
    modalityType,
    lineItems,
    payments: [],
    buyer: {
      profileId: SHOPPER_ID,
      dateOfBirth: '1990-04-12',
      email: 'avery.quinn@example.com',
      loyaltyId: '4000123456789',
    },
    fulfillment: {
      contact: { firstName: 'Avery', lastName: 'Quinn', phone: '+15135550148', smsOptin: true },
      deliveryType: 'Standard',
    },
    paymentDetails: {
      gratuityAmount: 0,
      accountingLocation: { facilityId: storeIdOf(banner, 101) },
    },
  }
  scopeOf(store, banner, SHOPPER_ID).put(
    'checkouts',
    checkout.id,
    withSummary(checkout, catalogItem),
  )
}

/**
 * The sandbox's flex containers (checkout.md §7). The tipping policy is the rule of §9 in
 * one paragraph, without a title; a real container may carry more.
 */
export const FLEX_CONTAINERS: Readonly<Record<string, FlexContent>> = {
  [TIPPING_POLICY_CONTAINER_ID]: {
    id: TIPPING_POLICY_CONTAINER_ID,
    blocks: [{ text: '100% of tips go to the delivery person; the tip is optional.' }],
  },
}

function update(c: HandlerContext, checkout: Checkout, body: CheckoutUpdateRequest): Checkout {
  const kind = checkoutUpdateKindOf(body)
  const next: Checkout = { ...checkout, versionKey: c.nextVersion(checkout.versionKey) }
  switch (kind) {
    case 'activate': {
      const activate = body as Extract<CheckoutUpdateRequest, { type: 'ACTIVATE' }>
      if (checkout.status !== 'DRAFT') {
        if (checkout.idempotencyKey === activate.idempotencyKey) return checkout
        return fail(409, 'ALREADY_PLACED', 'this order has already been placed')
      }
      const methods = activate.paymentDetails.paymentMethods
      if (methods.bankCards.length === 0)
        return fail(400, 'BANK_CARD_REQUIRED', 'a bank card is required')
      // Kept with the order: masked, no number in a description.
      for (const card of [...methods.bankCards, ...(methods.ebtCards ?? [])]) assertMaskedCard(card)
      // Every card paying must be one of the shopper's wallet, of its kind.
      for (const bank of methods.bankCards) {
        const card = walletCardOf(c, bank.id, BANK_TYPES)
        if (isCardExpired(card.expirationMonth, card.expirationYear, c.now)) {
          return fail(402, 'RV32937', 'the card has expired')
        }
      }
      for (const ebt of methods.ebtCards ?? []) walletCardOf(c, ebt.id, ['EBT_CARD'])
      for (const gift of methods.giftCards ?? []) walletCardOf(c, gift.cardNumber, ['GIFT_CARD'])
      assertSnapPin(
        c,
        (methods.ebtCards ?? []).map((card) => card.id),
        activate.paymentDetails.identityData,
      )
      if (hasAgeRestricted(c, checkout.lineItems) && !checkout.buyer?.dateOfBirth) {
        return fail(400, 'AGE_VERIFICATION_REQUIRED', 'a date of birth is required')
      }
      next.status = 'PLACED'
      next.idempotencyKey = activate.idempotencyKey
      next.paymentDetails = {
        ...checkout.paymentDetails,
        paymentMethods: activate.paymentDetails.paymentMethods,
      }
      c.mine.put('orders', c.newId('order'), {
        checkoutId: checkout.id,
        placedAt: c.now.toISOString(),
      })
      break
    }
    case 'modify': {
      const modify = body as Extract<CheckoutUpdateRequest, { type: 'MODIFY' }>
      if (checkout.status !== 'PLACED')
        return fail(409, 'NOT_PLACED', 'only a placed order can be modified')
      if (checkout.checksum !== modify.checksum)
        return fail(409, 'CHECKSUM_MISMATCH', 'stale checksum')
      if (checkout.idempotencyKey === modify.idempotencyKey) return checkout
      assertFlashSaleLimits(c, modify.lineItems, 'lineItems')
      next.originalSummary = checkout.summary
      next.lineItems = modify.lineItems
      next.idempotencyKey = modify.idempotencyKey
      next.checksum = `sum-${next.versionKey}`
      next.fulfillment = { ...checkout.fulfillment, ...modify.fulfillment }
      // The buyer's date of birth given with the modify is kept (checkout.md §4, §7).
      if (modify.buyer.dateOfBirth !== undefined && checkout.buyer !== undefined) {
        next.buyer = { ...checkout.buyer, dateOfBirth: modify.buyer.dateOfBirth }
      }
      break
    }
    case 'promo': {
      const promo = body as Extract<CheckoutUpdateRequest, { priceAdjustment: unknown }>
      let promos = [...(checkout.priceAdjustment?.promos ?? [])]
      for (const action of promo.priceAdjustment.promos) {
        const code = action.code.toUpperCase()
        if (action.action === 'Remove') promos = promos.filter((p) => p.code !== code)
        else {
          const known = PROMOS[code]
          if (!known) return fail(400, 'INVALID_PROMO', `promo code ${action.code} is not valid`)
          if (!promos.some((p) => p.code === code)) {
            promos.push({
              id: `promo-${code}`,
              code,
              description: known.description,
              discount: known.discount,
              type: 'Promo',
            })
          }
        }
      }
      next.priceAdjustment = { promos }
      next.payments = promo.payments
      break
    }
    case 'tip': {
      const tip = body as Extract<
        CheckoutUpdateRequest,
        { paymentDetails: { gratuityAmount: number } }
      >
      assertTip(checkout, tip.paymentDetails.gratuityAmount, 'paymentDetails.gratuityAmount')
      next.paymentDetails = {
        ...checkout.paymentDetails,
        gratuityAmount: tip.paymentDetails.gratuityAmount,
      }
      next.payments = tip.payments
      break
    }
    case 'fulfillment': {
      const f = body as {
        payments: Checkout['payments']
        fulfillment: {
          contact?: Partial<NonNullable<NonNullable<Checkout['fulfillment']>['contact']>>
          instructions?: string
          deliveryType?: 'Standard' | 'Contactless'
        }
      }
      if (f.fulfillment.deliveryType === 'Contactless' && hasAgeRestricted(c, checkout.lineItems)) {
        return fail(
          400,
          'CONTACTLESS_NOT_ALLOWED',
          'contactless delivery is unavailable for age-restricted items',
        )
      }
      const fulfillment = { ...checkout.fulfillment }
      const contact = { ...checkout.fulfillment?.contact, ...f.fulfillment.contact }
      if (f.fulfillment.contact && contact.firstName && contact.lastName && contact.phone) {
        fulfillment.contact = {
          ...contact,
          firstName: contact.firstName,
          lastName: contact.lastName,
          phone: contact.phone,
        }
      }
      if (f.fulfillment.instructions !== undefined)
        fulfillment.instructions = f.fulfillment.instructions
      if (f.fulfillment.deliveryType !== undefined)
        fulfillment.deliveryType = f.fulfillment.deliveryType
      next.fulfillment = fulfillment
      next.payments = f.payments
      break
    }
    case 'lineItems': {
      const l = body as { lineItems: LineItem[]; payments: Checkout['payments'] }
      assertFlashSaleLimits(c, l.lineItems, 'lineItems')
      next.lineItems = l.lineItems.filter((line) => line.quantity > 0)
      next.payments = l.payments
      break
    }
    default:
      next.payments = (body as { payments: Checkout['payments'] }).payments
  }
  if (next.payments !== checkout.payments) assertPayments(c, next.payments)
  return save(c, next)
}

const EBT_TYPES: readonly WalletServiceCard['cardType'][] = ['EBT_CARD']
const walletTypesOf = (paymentType: Checkout['payments'][number]['paymentType']) =>
  paymentType === 'EBT' || paymentType === 'EBT_CARD'
    ? EBT_TYPES
    : paymentType === 'GIFT_CARD'
      ? (['GIFT_CARD'] as const)
      : BANK_TYPES

/**
 * The checkout's payments are the shopper's wallet cards, each of its kind, and charge no
 * more than the card offers: SNAP EBT its balance (checkout.md §5 "above the SNAP balance"),
 * a gift card its balance. `field` names the payment in the answer.
 */
function assertPayments(c: HandlerContext, payments: Checkout['payments']) {
  for (const [index, payment] of payments.entries()) {
    if (payment.id === undefined) continue
    const card = walletCardOf(c, payment.id, walletTypesOf(payment.paymentType))
    const amount = payment.amountToAuthorize ?? payment.amount ?? 0
    const most =
      card.cardType === 'EBT_CARD'
        ? SNAP_BALANCE
        : card.cardType === 'GIFT_CARD'
          ? (parseBalance(card.balance) ?? 0)
          : undefined
    if (most !== undefined && amount > most)
      failField(`payments.${index}.amountToAuthorize`, `at most ${most}, the card's balance`)
  }
}

const BANK_TYPES: readonly WalletServiceCard['cardType'][] = ['CREDIT_CARD', 'BANK_CARD']

/** A card of the shopper's wallet, of one of `types`; 402 CARD_NOT_FOUND otherwise. */
function walletCardOf(
  c: HandlerContext,
  id: string,
  types: readonly WalletServiceCard['cardType'][],
): WalletServiceCard {
  const card = c.mine.get<WalletServiceCard>('cards', id)
  if (!card || !types.includes(card.cardType))
    return fail(402, 'CARD_NOT_FOUND', `card ${id} is not in this shopper's wallet`)
  return card
}

const giftBalance = (c: HandlerContext) =>
  c.mine
    .list<WalletServiceCard>('cards')
    .filter((doc) => doc.value.cardType === 'GIFT_CARD')
    .reduce((sum, doc) => sum + Number(/[\d.]+/.exec(doc.value.balance ?? '')?.[0] ?? 0), 0)

/** A run of card length (13 to 19 digits, or more), single spaces or dashes between digits allowed. */
export const CARD_NUMBER_RUN = /\d(?:[ -]?\d){12}/

function assertMaskedCard(card: { number?: string; description?: string }): void {
  if (card.number !== undefined && (card.number.match(/\d/g) ?? []).length > 4) {
    fail(
      400,
      'FULL_PAN_REFUSED',
      'send a masked number: the sandbox never stores a full card number',
    )
  }
  // A description is free text: it must not carry the number either.
  if (card.description !== undefined && CARD_NUMBER_RUN.test(card.description)) {
    fail(
      400,
      'FULL_PAN_REFUSED',
      'the description holds a card number: the sandbox never stores a full card number',
    )
  }
}

export const checkoutHandlers: Pick<
  HandlerTable,
  | 'createCheckout'
  | 'checkout'
  | 'updateCheckout'
  | 'replacements'
  | 'flashSales'
  | 'products'
  | 'addCheckoutCard'
  | 'updateCheckoutCard'
  | 'payment'
  | 'addCardToOrder'
  | 'modifyTip'
  | 'flexContent'
> = {
  createCheckout: (c) => {
    const body = c.body as {
      buyer: Checkout['buyer']
      fulfillment: Checkout['fulfillment']
      lineItems: LineItem[]
      modalityType: Checkout['modalityType']
    }
    assertFlashSaleLimits(c, body.lineItems, 'lineItems')
    const checkout: Checkout = {
      id: c.newId('checkout'),
      versionKey: 'v1',
      checksum: 'sum-v1',
      status: 'DRAFT',
      modalityType: body.modalityType,
      lineItems: body.lineItems,
      payments: [],
      // The store that fills the order accounts for its payments (checkout.md §3
      // paymentDetails.accountingLocation.facilityId): the one its items come from.
      paymentDetails: {
        gratuityAmount: 0,
        accountingLocation: {
          facilityId:
            body.lineItems.find((line) => line.sourceStoreId)?.sourceStoreId ??
            storeIdOf(c.banner, 101),
        },
      },
    }
    if (body.buyer) checkout.buyer = body.buyer
    if (body.fulfillment) checkout.fulfillment = body.fulfillment
    return ok(present(c, save(c, checkout)))
  },
  checkout: (c) => ok(present(c, checkoutOf(c, c.params.checkoutId ?? ''))),
  updateCheckout: (c) => {
    const body = c.body as CheckoutUpdateRequest
    const checkout = checkoutOf(c, c.params.checkoutId ?? '')
    const replay =
      'idempotencyKey' in body &&
      checkout.idempotencyKey !== undefined &&
      checkout.idempotencyKey === body.idempotencyKey
    if (!replay) assertVersion(checkout.versionKey, body.versionKey)
    // A placed order changes only through MODIFY (checkout.md §4 "Modify submit").
    const kind = checkoutUpdateKindOf(body)
    if (checkout.status !== 'DRAFT' && kind !== 'activate' && kind !== 'modify')
      return fail(409, 'ORDER_PLACED', 'a placed order changes only through MODIFY')
    return ok(present(c, update(c, checkout, body)))
  },
  replacements: (c) => {
    const upc = c.params.upc ?? ''
    const item = lookupOf(c)(upc)
    if (!item) return fail(404, 'ITEM_NOT_FOUND', 'unknown upc')
    const similarItems = (item.similar ?? []).flatMap((gtin) => {
      const similar = lookupOf(c)(gtin)
      return similar
        ? [
            {
              upc: gtin,
              description: similar.description,
              price: similar.price,
              available: similar.available,
              imageUrl: productImageUrl(similar),
            },
          ]
        : []
    })
    return ok({ upc, similarItems })
  },
  // Products by upcs (checkout.md §7): names, availability and the age restriction.
  products: (c) => {
    const { gtins } = c.body as { gtins: string[] }
    const products = gtins.flatMap((gtin) => {
      const item = lookupOf(c)(gtin)
      return item
        ? [
            {
              gtin13: gtin,
              description: item.description,
              price: item.price,
              imageUrl: productImageUrl(item),
              available: item.available,
              ageRestricted: item.ageRestricted === true,
              ...(item.minimumAge === undefined ? {} : { minimumAge: item.minimumAge }),
            },
          ]
        : []
    })
    return ok({ products })
  },
  flashSales: (c) => {
    const { gtins } = c.body as { gtins: string[] }
    const flashSales = gtins.flatMap((gtin) => {
      const sale = lookupOf(c)(gtin)?.flashSale
      return sale
        ? [
            {
              gtin13: gtin,
              category: sale.category,
              maxQuantity: sale.maxQuantity,
              couponId: sale.couponId,
              sourceStoreId: storeIdOf(c.banner, 101),
              percentOff: sale.percentOff,
            },
          ]
        : []
    })
    return ok({ flashSales })
  },
  addCheckoutCard: (c) => {
    const { card } = c.body as { card: { id: string; number?: string } }
    assertMaskedCard(card)
    c.mine.put('checkoutCards', card.id, card)
    return ok({ card })
  },
  updateCheckoutCard: (c) => {
    const id = c.params.cardId ?? ''
    const { card } = c.body as { card: { id: string; number?: string } }
    assertMaskedCard(card)
    if (!c.mine.get('checkoutCards', id) && !c.mine.get('cards', id))
      return fail(404, 'CARD_NOT_FOUND', 'card not found')
    const saved = { ...card, id }
    c.mine.put('checkoutCards', id, saved)
    return ok({ card: saved })
  },
  payment: (c) => {
    const checkout = present(c, checkoutOf(c, c.params.checkoutId ?? ''))
    const body: Record<string, unknown> = { checkout }
    if (c.query.includeGiftCardRemainingBalance === 'true') body.remainingBalance = giftBalance(c)
    return ok(body)
  },
  addCardToOrder: (c) => {
    const { paymentCard, orderId, facilityId } = c.body as {
      paymentCard: { id: string; number?: string }
      orderId: string
      facilityId: string
    }
    assertMaskedCard(paymentCard)
    walletCardOf(c, paymentCard.id, BANK_TYPES)
    const checkout = checkoutOf(c, orderId)
    const next = save(c, {
      ...checkout,
      versionKey: nextVersion(checkout.versionKey),
      paymentDetails: {
        ...checkout.paymentDetails,
        accountingLocation: { facilityId },
        paymentMethods: { ...checkout.paymentDetails?.paymentMethods, bankCards: [paymentCard] },
      },
    })
    return ok({ checkout: present(c, next), cardId: paymentCard.id, order: { paymentCard } })
  },
  modifyTip: (c) => {
    const { gratuityAmount } = c.body as { gratuityAmount: number }
    const checkout = checkoutOf(c, c.params.checkoutId ?? '')
    // The post-order tip goes to the delivery person (checkout.md §9): delivery orders only.
    if (checkout.modalityType !== 'Delivery')
      return fail(400, 'TIP_NOT_ALLOWED', 'tips are for delivery orders')
    if (gratuityAmount > TIP.maxAmount)
      return failField('gratuityAmount', `at most ${TIP.maxAmount}, the most this service offers`)
    save(c, {
      ...checkout,
      versionKey: nextVersion(checkout.versionKey),
      paymentDetails: { ...checkout.paymentDetails, gratuityAmount },
    })
    return ok({})
  },
  // checkout.md §7 "Tipping policy content": the flex container 'tipping-policy'.
  flexContent: (c) => {
    const parsed = flexContentParamsSchema.safeParse(c.params)
    if (!parsed.success) return fail(400, 'VALIDATION_ERROR', 'containerId: not a container id')
    const content = FLEX_CONTAINERS[parsed.data.containerId]
    if (!content) return fail(404, 'CONTENT_NOT_FOUND', 'no such flex container')
    return ok(content)
  },
}
