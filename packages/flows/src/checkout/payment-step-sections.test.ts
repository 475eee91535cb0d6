import type { ApiError, Checkout, FlashSale, LineItem } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkoutUpdateReducer,
  initialCheckoutUpdate,
  needsRescheduling,
  paymentStepHeading,
  paymentStepSteps,
} from './checkout-page.js'
import {
  contactErrors,
  contactPhoneDigits,
  contactPhoneDisplay,
  smsOptInEnabled,
} from './contact.js'
import {
  ALL_DEPARTMENTS,
  clampFlashSaleQuantity,
  flashSaleDepartments,
  hasAppliedFlashSales,
  visibleFlashSales,
  withFlashSale,
  withoutFlashSales,
} from './flash-sales.js'
import { orderSummaryOf, summaryValue } from './order-summary.js'
import { customTipError, promoCodeError, tipOptions, tipPercent } from './tip-promo.js'

type Lines = NonNullable<Checkout['calculatedProperties']>['uiPaymentSummary']['lines']

const lines: Lines = [
  {
    type: 'SUBTOTAL',
    description: 'Subtotal',
    amount: 40,
    nestedLines: [{ type: 'SUBTOTAL', description: 'Savings', amount: -6.5 }],
  },
  { type: 'FEE', description: 'Delivery fee', amount: 0, regulated: false },
  { type: 'FEE', description: 'Service fee', amount: null, regulated: false },
  { type: 'FEE', description: 'Bag fee', amount: 0.3, regulated: true },
  { type: 'TAX', description: 'Estimated tax', amount: null },
  { type: 'TIP', description: 'Tip', amount: 4 },
  { type: 'TOTAL', description: 'Estimated total', amount: 37.8 },
]

const checkout = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'c1',
  versionKey: 'v1',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [],
  payments: [],
  summary: { itemCount: 3, cost: { itemTotal: 40, total: 37.8 } },
  calculatedProperties: { uiPaymentSummary: { lines } },
  ...over,
})

const member = (type: 'BST' | 'BSTL') =>
  checkout({ calculatedProperties: { uiPaymentSummary: { lines }, membership: { type } } })

describe('order summary: checkout.md §2 "Summary sections", §3 uiPaymentSummary, §9', () => {
  it("rows from the lines: a fee of 0 is 'Free', a missing fee and tax not final are 'TBD'", () => {
    const summary = orderSummaryOf(checkout())
    expect(summary.rows.map((r) => [r.label, r.value, r.regulated])).toEqual([
      ['Subtotal', '$40.00', false],
      ['Delivery fee', 'Free', false],
      ['Service fee', 'TBD', false],
      ['Bag fee', '$0.30', true],
      ['Estimated tax', 'TBD', false],
      ['Tip', '$4.00', false],
      ['Estimated total', '$37.80', false],
    ])
    expect(summaryValue({ type: 'TAX', amount: 0 })).toBe('$0.00')
  })

  it('savings from the nested lines, regulatory fees from the regulated flag', () => {
    const summary = orderSummaryOf(checkout())
    expect(summary.savings?.total).toBe('-$6.50')
    expect(summary.regulatoryFees?.rows.map((r) => r.label)).toEqual(['Bag fee'])
    expect(summary.regulatoryFees?.total).toBe('$0.30')
    const plain = orderSummaryOf(
      checkout({
        calculatedProperties: {
          uiPaymentSummary: { lines: [{ type: 'TOTAL', description: 'Total', amount: 1 }] },
        },
      }),
    )
    expect(plain.savings).toBeUndefined()
    expect(plain.regulatoryFees).toBeUndefined()
  })

  it('cost change is the new total minus the previous total (§9)', () => {
    expect(orderSummaryOf(checkout()).costChange).toBeUndefined()
    const modified = orderSummaryOf(
      checkout({ originalSummary: { itemCount: 2, cost: { itemTotal: 30, total: 34.05 } } }),
    )
    expect(modified.costChange).toEqual({
      previousTotal: '$34.05',
      newTotal: '$37.80',
      change: '+$3.75',
      amount: 3.75,
    })
    const cheaper = orderSummaryOf(
      checkout({ originalSummary: { itemCount: 2, cost: { itemTotal: 30, total: 38.8 } } }),
    )
    expect(cheaper.costChange?.change).toBe('-$1.00')
  })

  it('property: the cost change plus the previous total is the new total', () => {
    const cents = fc.integer({ min: 0, max: 100_000 })
    fc.assert(
      fc.property(cents, cents, (prev, next) => {
        const section = orderSummaryOf(
          checkout({
            summary: { itemCount: 1, cost: { itemTotal: 1, total: next / 100 } },
            originalSummary: { itemCount: 1, cost: { itemTotal: 1, total: prev / 100 } },
          }),
        ).costChange
        expect(Math.round(((section?.amount ?? Number.NaN) + prev / 100) * 100)).toBe(next)
      }),
    )
  })

  it('the free-delivery banner: delivery, item total at least $35, not BST or BSTL (§9)', () => {
    const text = 'To get free or discounted delivery, your order must be at least $35.'
    expect(orderSummaryOf(checkout()).freeDeliveryText).toBe(text)
    expect(orderSummaryOf(member('BST')).freeDeliveryText).toBeUndefined()
    expect(orderSummaryOf(member('BSTL')).freeDeliveryText).toBeUndefined()
    expect(orderSummaryOf(checkout({ modalityType: 'Pickup' })).freeDeliveryText).toBeUndefined()
    const small = checkout({ summary: { itemCount: 1, cost: { itemTotal: 34.99, total: 40 } } })
    expect(orderSummaryOf(small).freeDeliveryText).toBeUndefined()
  })

  it('the minimum is the one of the membership the checkout carries (§9 "defaults to $35")', () => {
    const withMinimum = (itemTotal: number) =>
      checkout({
        summary: { itemCount: 1, cost: { itemTotal, total: itemTotal + 5 } },
        calculatedProperties: {
          uiPaymentSummary: { lines },
          membership: { type: 'HTPL', freeThreshold: 50 },
        },
      })
    expect(orderSummaryOf(withMinimum(50)).freeDeliveryText).toBe(
      'To get free or discounted delivery, your order must be at least $50.',
    )
    expect(orderSummaryOf(withMinimum(49.99)).freeDeliveryText).toBeUndefined()
  })
})

describe('payment step page: checkout.md §2 "Payment step (review)", §4', () => {
  it("heading 'Payment details' or 'Complete your order'; stepper Schedule completed, Pay current", () => {
    expect(paymentStepHeading(false)).toBe('Payment details')
    expect(paymentStepHeading(true)).toBe('Complete your order')
    expect(paymentStepSteps.map((s) => `${s.label}:${s.status}`)).toEqual([
      'Schedule:completed',
      'Pay:current',
    ])
  })

  it('a draft without a reserved time needs rescheduling; a modified order does not', () => {
    expect(needsRescheduling({ status: 'DRAFT' }, false)).toBe(true)
    expect(
      needsRescheduling({ status: 'DRAFT', fulfillment: { promise: { id: 'p' } } }, false),
    ).toBe(false)
    expect(needsRescheduling({ status: 'PLACED' }, true)).toBe(false)
  })

  it('one update at a time: illegal moves throw, failures keep the action', () => {
    const pending = checkoutUpdateReducer(initialCheckoutUpdate, {
      type: 'START',
      kind: 'tip',
      label: 'tip',
    })
    expect(pending).toEqual({ status: 'pending', kind: 'tip', label: 'tip' })
    expect(() =>
      checkoutUpdateReducer(pending, { type: 'START', kind: 'promo', label: 'x' }),
    ).toThrow('Invalid action "START" in state "pending"')
    const error = Object.assign(new Error('boom'), {
      kind: 'http',
      status: 500,
    }) as unknown as ApiError
    const failed = checkoutUpdateReducer(pending, { type: 'FAIL', error })
    expect(failed).toMatchObject({ status: 'failed', label: 'tip' })
    expect(checkoutUpdateReducer(failed, { type: 'DISMISS' })).toEqual(initialCheckoutUpdate)
    expect(() => checkoutUpdateReducer(initialCheckoutUpdate, { type: 'DONE' })).toThrow()
  })
})

describe('contact: checkout.md §5 "Contact"', () => {
  it('phone shown (###) ###-#### in the field, ddd-ddd-dddd on the page; +1 stripped', () => {
    expect(contactPhoneDisplay('+15135550148')).toBe('513-555-0148')
    expect(contactPhoneDigits('15135550148')).toBe('5135550148')
    expect(smsOptInEnabled('513555014')).toBe(false)
  })

  it('property: any 10 digits are a valid phone, with or without a leading 1 or +1', () => {
    const digits = fc.stringMatching(/^\d{10}$/)
    fc.assert(
      fc.property(digits, fc.constantFrom('', '1', '+1'), (d, prefix) => {
        const values = { firstName: 'Avery', lastName: 'Quinn', phone: prefix + d, smsOptin: false }
        expect(contactErrors(values).phone).toBeUndefined()
        expect(contactPhoneDigits(prefix + d)).toBe(d)
      }),
    )
  })

  it('property: names over 40 characters are refused, letters up to 40 accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const name = 'a'.repeat(n)
        const error = contactErrors({
          firstName: name,
          lastName: 'Q',
          phone: '5135550148',
          smsOptin: false,
        }).firstName
        expect(error === undefined).toBe(n <= 40)
      }),
    )
  })
})

describe('tip and promo: checkout.md §5', () => {
  it('tip options hide zero values; the percent rounds tip over subtotal', () => {
    const options = tipOptions([
      { label: '0%', value: 0, percentage: 0 },
      { label: '10%', value: 4, percentage: 10 },
    ])
    expect(options.map((o) => o.label)).toEqual(['10%', 'None', 'Other Amount'])
    expect(tipPercent(4, 40)).toBe(10)
    expect(tipPercent(1, 0)).toBe(0)
  })

  it('property: a custom tip with at most 2 decimals up to the cap is accepted, above it refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (cents) => {
        const text = (cents / 100).toFixed(2)
        expect(customTipError(text, 50) === undefined).toBe(cents <= 5000)
      }),
    )
    expect(customTipError('1.234', 50)).toBeDefined()
    expect(customTipError('', 50)).toBe('Tip is a required field')
  })

  it('property: promo codes of 1 to 128 characters pass, longer ones do not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        expect(promoCodeError('A'.repeat(n)) === undefined).toBe(n <= 128)
      }),
    )
    expect(promoCodeError('  ')).toBe('You must enter a promo code')
  })
})

describe('flash sales: checkout.md §3 "Flash sale", §4, §9', () => {
  const sale = (gtin13: string, category: string, maxQuantity = 4): FlashSale => ({
    gtin13,
    category,
    maxQuantity,
    couponId: `C-${gtin13}`,
    sourceStoreId: '00100101',
    percentOff: 25,
  })
  const sales = [
    sale('0000000000001', 'Produce'),
    sale('0000000000002', 'Dairy'),
    sale('0000000000003', 'Produce'),
    sale('0000000000004', 'Produce', 10),
  ]

  it('at most 3 shown; the department filter', () => {
    expect(flashSaleDepartments(sales)).toEqual([ALL_DEPARTMENTS, 'Dairy', 'Produce'])
    expect(visibleFlashSales(sales, ALL_DEPARTMENTS)).toHaveLength(3)
    expect(visibleFlashSales(sales, 'Dairy').map((s) => s.gtin13)).toEqual(['0000000000002'])
  })

  it('property: a chosen quantity stays between 1 and the sale maximum, never above 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 1, max: 10 }), (q, max) => {
        const n = clampFlashSaleQuantity({ maxQuantity: max }, q)
        expect(n).toBeGreaterThanOrEqual(1)
        expect(n).toBeLessThanOrEqual(Math.min(max, 10))
      }),
    )
  })

  it('adding sets the sale line (NONE, coupon, source store); applied coupons warn; removing drops them', () => {
    const base: LineItem[] = [
      { cart: { gtin13: '0000000000001' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
    ]
    expect(hasAppliedFlashSales(base, sales)).toBe(false)
    const added = withFlashSale(base, sales[0] as FlashSale, 9, 'Delivery')
    expect(added[1]).toEqual({
      cart: { gtin13: '0000000000001' },
      quantity: 4,
      modalityType: 'Delivery',
      substitutionPolicy: 'NONE',
      couponId: 'C-0000000000001',
      sourceStoreId: '00100101',
    })
    expect(hasAppliedFlashSales(added, sales)).toBe(true)
    expect(withoutFlashSales(added, sales)).toEqual(base)
  })
})
