import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Checkout,
  checkoutSchema,
  checkoutUpdateKindOf,
  checkoutUpdateRequestSchema,
  contactSchema,
  createCheckoutRequestSchema,
  lineItemSchema,
  storeIdParts,
  toContactForm,
  toServiceContact,
  updatePromoRequestSchema,
} from './index.js'

const lineItem = {
  id: 'li-1',
  cart: { gtin13: '0001111041700' },
  quantity: 2,
  substitutionPolicy: 'SHOPPER_CHOICE',
  requestedBy: 'CUSTOMER',
  priceAdjustment: { coupons: [{ id: 'c1', offerId: 'o1' }] },
}
const payments = [{ paymentType: 'BANK_CARD', amountToAuthorize: 42.1 }]
const checkout: Checkout = checkoutSchema.parse({
  id: 'chk-1',
  versionKey: 'v3',
  checksum: 'abc',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [lineItem],
  payments,
  buyer: { profileId: 'user-1', email: 'ada@example.com' },
  fulfillment: {
    contact: { firstName: 'Ada', lastName: 'Lovelace', phone: '+15135550100', smsOptin: true },
    deliveryType: 'Contactless',
    instructions: 'Leave at the side door',
  },
  summary: {
    itemCount: 2,
    cost: {
      itemTotal: 40,
      taxTotal: 2.1,
      total: 42.1,
      gratuityTotal: 0,
      ebtTotal: 0,
      nonEbtTotal: 42.1,
    },
  },
  calculatedProperties: {
    uiPaymentSummary: {
      lines: [
        { type: 'SUBTOTAL', description: 'Subtotal', amount: 40 },
        {
          type: 'FEE',
          description: 'Fees',
          amount: 0,
          nestedLines: [{ type: 'FEE', description: 'Bag fee', amount: 0, regulated: true }],
        },
        { type: 'TAX', description: 'Tax', amount: null },
        { type: 'TOTAL', description: 'Total', amount: 42.1 },
      ],
    },
  },
})

describe('checkout (checkout.md §3 "Checkout / order")', () => {
  it('parses a draft with summary and UI payment summary lines', () => {
    expect(checkout.calculatedProperties?.uiPaymentSummary.lines).toHaveLength(4)
  })
  it('rejects an unknown modality, substitution policy or summary line type', () => {
    expect(checkoutSchema.safeParse({ ...checkout, modalityType: 'DELIVERY' }).success).toBe(false)
    expect(lineItemSchema.safeParse({ ...lineItem, substitutionPolicy: 'ANY' }).success).toBe(false)
    const lines = [{ type: 'DISCOUNT', description: 'x', amount: 1 }]
    expect(
      checkoutSchema.safeParse({
        ...checkout,
        calculatedProperties: { uiPaymentSummary: { lines } },
      }).success,
    ).toBe(false)
  })
  it('limits instructions to 128 and names to 40 (checkout.md §5, §9)', () => {
    expect(lineItemSchema.safeParse({ ...lineItem, instructions: 'x'.repeat(129) }).success).toBe(
      false,
    )
    expect(lineItemSchema.safeParse({ ...lineItem, instructions: 'x'.repeat(128) }).success).toBe(
      true,
    )
    const contact = checkout.fulfillment?.contact
    expect(contactSchema.safeParse({ ...contact, firstName: 'x'.repeat(41) }).success).toBe(false)
    expect(contactSchema.safeParse({ ...contact, phone: '5135550100' }).success).toBe(false)
  })
})

describe('checkout calls (checkout.md §7)', () => {
  it("creates with properties {paymentVersion '2', createOrderPromiseHadFallout}", () => {
    const body = {
      buyer: { profileId: 'user-1' },
      fulfillment: {},
      lineItems: [lineItem],
      modalityType: 'Pickup',
      cartId: 'cart-1',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    }
    expect(createCheckoutRequestSchema.safeParse(body).success).toBe(true)
    expect(
      createCheckoutRequestSchema.safeParse({
        ...body,
        properties: { ...body.properties, paymentVersion: 2 },
      }).success,
    ).toBe(false)
  })
  const bodies = {
    fulfillment: {
      versionKey: 'v3',
      payments,
      fulfillment: {
        contact: { firstName: 'Ada', lastName: 'Lovelace', phone: '+15135550100', smsOptin: false },
        instructions: 'Ring twice',
        deliveryType: 'Standard',
      },
    },
    lineItems: { versionKey: 'v3', payments, lineItems: [lineItem] },
    payments: { versionKey: 'v3', payments },
    promo: {
      versionKey: 'v3',
      payments,
      priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] },
    },
    tip: { versionKey: 'v3', payments, paymentDetails: { gratuityAmount: 5 } },
    activate: {
      type: 'ACTIVATE',
      versionKey: 'v3',
      paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-1' }] }, identityData: 'id' },
      idempotencyKey: 'k1',
    },
    modify: {
      type: 'MODIFY',
      lineItems: [lineItem],
      versionKey: 'v3',
      checksum: 'abc',
      summary: checkout.summary,
      buyer: { dateOfBirth: '1990-01-01' },
      fulfillment: { deliveryType: 'Standard', instructions: '' },
      paymentDetails: {
        paymentMethods: { existingAuthorizations: [{ id: 'auth-1', amount: 42.1 }] },
        paymentVersionKey: 'pv1',
      },
      idempotencyKey: 'k2',
      options: { paymentVersion: '2' },
    },
  } as const
  it.each(Object.entries(bodies))(
    'tells the %s update apart from the others on the same PUT',
    (kind, body) => {
      expect(checkoutUpdateKindOf(checkoutUpdateRequestSchema.parse(body))).toBe(kind)
    },
  )
  it('rejects a promo code over 128 or empty, and an unknown action (checkout.md §5)', () => {
    const withPromo = (promo: object) => ({ ...bodies.promo, priceAdjustment: { promos: [promo] } })
    expect(
      updatePromoRequestSchema.safeParse(withPromo({ action: 'Add', code: 'x'.repeat(129) }))
        .success,
    ).toBe(false)
    expect(updatePromoRequestSchema.safeParse(withPromo({ action: 'Add', code: '' })).success).toBe(
      false,
    )
    expect(
      updatePromoRequestSchema.safeParse(withPromo({ action: 'Apply', code: 'SAVE5' })).success,
    ).toBe(false)
  })
  it('rejects a negative tip, an ACTIVATE without idempotency key and mixed bodies', () => {
    const negativeTip = { ...bodies.tip, paymentDetails: { gratuityAmount: -1 } }
    expect(checkoutUpdateRequestSchema.safeParse(negativeTip).success).toBe(false)
    const { idempotencyKey: _, ...noKey } = bodies.activate
    expect(checkoutUpdateRequestSchema.safeParse(noKey).success).toBe(false)
    expect(
      checkoutUpdateRequestSchema.safeParse({ ...bodies.payments, type: 'CANCEL' }).success,
    ).toBe(false)
    expect(
      checkoutUpdateRequestSchema.safeParse({ ...bodies.lineItems, ...bodies.promo }).success,
    ).toBe(false)
  })
})

describe('store id (checkout.md §3, §9: 3 division + 5 store)', () => {
  it('splits an 8-character id', () => {
    expect(storeIdParts('01400943')).toEqual({ divisionNumber: '014', storeNumber: '00943' })
    expect(() => storeIdParts('0140094')).toThrow(RangeError)
  })
  it('property: the parts join back to the id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{8}$/), (id) => {
        const { divisionNumber, storeNumber } = storeIdParts(id)
        expect(divisionNumber + storeNumber).toBe(id)
        expect(storeNumber).toHaveLength(5)
      }),
    )
  })
})

describe('contact (checkout.md §3 "Contact form", §5)', () => {
  it('sends the phone with +1 and reads it back as 10 digits', () => {
    const contact = toServiceContact({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '(513) 555-0100',
      smsOptin: true,
    })
    expect(contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+15135550100',
      smsOptin: true,
    })
    expect(toContactForm(contact).phone).toBe('5135550100')
  })
  it('property: form → service → form keeps every field', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,38}[A-Za-z]$/),
          lastName: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,38}[A-Za-z]$/),
          phone: fc.stringMatching(/^[2-9]\d{9}$/),
          smsOptin: fc.boolean(),
        }),
        (form) => {
          const contact = contactSchema.parse(toServiceContact(form))
          expect(toContactForm(contact)).toEqual(form)
        },
      ),
    )
  })
})
