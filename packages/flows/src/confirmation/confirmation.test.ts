import { banners, type Checkout, type Order } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  orderDestination,
  timeWindowOf,
  promiseVendorIdOf as vendorIdOf,
} from '../checkout/checkout-promise.js'
import {
  cartReminder,
  confirmationHeading,
  customerServicePhone,
  isModifiedOrder,
  mapsLink,
  mapsPlatformOf,
  nextSteps,
  paymentSummaryRows,
  showsHoldNotice,
  summaryAmount,
} from './confirmation-rules.js'
import { paymentErrorParams, paymentErrorView } from './payment-error.js'
import { showsProp65Warning } from './prop65.js'
import { applyStoredRedirect, STORED_REDIRECT_KEY } from './stored-redirect.js'
import { orderConfirmationOf } from './use-order-confirmation.js'

const hilltop = banners.find((b) => b.id === 'hilltop')
if (!hilltop) throw new Error('no hilltop banner')

const caAddress = {
  addressLines: ['12 Orchard Lane'],
  cityTown: 'Fresno',
  stateProvince: 'CA',
  postalCode: '93650',
  countryCode: 'US',
  location: { lat: 36.77, lng: -119.79 },
}

const checkout = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'checkout-1',
  versionKey: 'v2',
  status: 'PLACED',
  modalityType: 'Delivery',
  lineItems: [
    { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
  ],
  payments: [],
  ...over,
})

describe('checkout.md §2 Routes: the im flag and the heading', () => {
  it('im=true marks a modified order', () => {
    expect(isModifiedOrder('?im=true')).toBe(true)
    expect(isModifiedOrder('?im=false')).toBe(false)
    expect(isModifiedOrder('')).toBe(false)
  })
  it("reads 'Thank you, your {modality} order has been placed!' and the modified wording", () => {
    expect(confirmationHeading('Pickup', false)).toBe(
      'Thank you, your pickup order has been placed!',
    )
    expect(confirmationHeading('Delivery', true)).toBe(
      'Thank you, your delivery order has been updated!',
    )
  })
})

describe('checkout.md §2 Routes: the stored redirect rule', () => {
  const storage = (value: string | null) => {
    const map = new Map<string, string>()
    if (value !== null) map.set(STORED_REDIRECT_KEY, value)
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    }
  }
  const here = { pathname: '/checkout/storefront/c1/complete', search: '?im=true' }

  it('a stored path equal to the current path is reset to / and the user goes to /', () => {
    const s = storage('/checkout/storefront/c1/complete')
    expect(applyStoredRedirect(s, here)).toBe('/')
    expect(s.map.get(STORED_REDIRECT_KEY)).toBe('/')
    const withQuery = storage('/checkout/storefront/c1/complete?im=true')
    expect(applyStoredRedirect(withQuery, here)).toBe('/')
  })
  it('another stored path, or none, stays as it is', () => {
    const s = storage('/cart')
    expect(applyStoredRedirect(s, here)).toBeUndefined()
    expect(s.map.get(STORED_REDIRECT_KEY)).toBe('/cart')
    const empty = storage(null)
    expect(applyStoredRedirect(empty, here)).toBeUndefined()
    expect(empty.map.has(STORED_REDIRECT_KEY)).toBe(false)
  })
})

describe('checkout.md §2: the maps link, Apple devices vs others', () => {
  it('Apple devices get Apple Maps, others another maps service, both with coordinates', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120'
    expect(mapsPlatformOf({ userAgent: iphone })).toBe('apple')
    expect(mapsPlatformOf({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(
      'apple',
    )
    expect(mapsPlatformOf({ userAgent: android })).toBe('other')
    const at = { lat: 36.77, lng: -119.79 }
    expect(mapsLink(at, 'apple')).toBe('https://maps.apple.com/?daddr=36.77%2C-119.79')
    expect(mapsLink(at, 'other')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=36.77%2C-119.79',
    )
  })
})

describe('checkout.md §2: next steps per modality', () => {
  it("pickup: 'On My Way', 'I'm Here' or the sign's number, loaded into the car", () => {
    const steps = nextSteps('Pickup', undefined)
    expect(steps).toHaveLength(3)
    expect(steps[0]).toContain("'On My Way'")
    expect(steps[1]).toContain("'I'm Here'")
    expect(steps[1]).toContain('number on the sign')
    expect(steps[2]).toContain('car')
  })
  it("delivery: present in the window, or 'Leave at my door' updates; then the final line", () => {
    expect(nextSteps('Delivery', 'Standard')).toEqual([
      'Be present to receive your items during your drop-off window.',
      'Take your items and enjoy your day!',
    ])
    const contactless = nextSteps('Delivery', 'Contactless')
    expect(contactless[0]).toContain("'Leave at my door'")
    expect(contactless[1]).toBe('Take your items and enjoy your day!')
    expect(nextSteps('InStore', undefined)).toEqual([])
  })
})

describe('checkout.md §2, §6, §9: customer service per banner and vendor', () => {
  it("a vendor's own number wins, else the banner's", () => {
    expect(customerServicePhone(hilltop.customerService, 'online-grocer').display).toBe(
      '1-888-555-0124',
    )
    expect(customerServicePhone(hilltop.customerService, 'unknown-vendor')).toBe(
      hilltop.customerService.default,
    )
    expect(customerServicePhone(hilltop.customerService, undefined)).toBe(
      hilltop.customerService.default,
    )
  })
  it('reads the vendor and the window from the promise selections, ignoring odd shapes', () => {
    const withPromise = checkout({
      fulfillment: {
        promise: {
          id: 'p1',
          selections: [
            { vendor: { id: 'online-grocer' }, window: { value: 'Tue 2-4 PM', timezone: 'PT' } },
          ],
        },
      },
    })
    expect(vendorIdOf(withPromise)).toBe('online-grocer')
    expect(timeWindowOf(withPromise)).toBe('Tue 2-4 PM')
    const odd = checkout({ fulfillment: { promise: { id: 'p1', selections: 'x' as never } } })
    expect(vendorIdOf(odd)).toBeUndefined()
    expect(timeWindowOf(checkout())).toBeUndefined()
  })
})

describe('checkout.md §2: the hold notice shows while the order is not complete', () => {
  it('placed and modified orders show it; complete ones do not', () => {
    expect(showsHoldNotice('PLACED')).toBe(true)
    expect(showsHoldNotice('MODIFIED')).toBe(true)
    expect(showsHoldNotice('FULFILLED')).toBe(false)
    expect(showsHoldNotice('COMPLETE')).toBe(false)
  })
})

describe('checkout.md §2: the cart reminder', () => {
  it("one modality left: 'you have a {modality} order in your cart!'", () => {
    expect(cartReminder([{ modalityType: 'Pickup', quantity: 1 }])).toBe(
      "Don't forget, you have a pickup order in your cart!",
    )
  })
  it("several: 'Don't forget, you have other items in your cart!'; none: no reminder", () => {
    expect(
      cartReminder([
        { modalityType: 'Pickup', quantity: 1 },
        { modalityType: 'Delivery', quantity: 2 },
      ]),
    ).toBe("Don't forget, you have other items in your cart!")
    expect(cartReminder([])).toBeUndefined()
    expect(cartReminder([{ modalityType: 'Delivery', quantity: 0 }])).toBeUndefined()
  })
})

describe('checkout.md §5: Prop 65 only when a product requires it and the delivery state is CA', () => {
  const prop65Line = {
    cart: { gtin13: '0008000000101' },
    quantity: 1,
    substitutionPolicy: 'NONE' as const,
    isItemProp65: true,
  }
  const contact = { firstName: 'Avery', lastName: 'Quinn', phone: '+15135550148' }
  it('a CA delivery with a Prop 65 item shows it', () => {
    const c = checkout({
      lineItems: [prop65Line],
      fulfillment: { contact: { ...contact, address: caAddress } },
    })
    expect(showsProp65Warning(c)).toBe(true)
  })
  it('not for another state, a pickup, or no Prop 65 item', () => {
    const ohio = { ...caAddress, stateProvince: 'OH' }
    expect(
      showsProp65Warning(
        checkout({
          lineItems: [prop65Line],
          fulfillment: { contact: { ...contact, address: ohio } },
        }),
      ),
    ).toBe(false)
    expect(
      showsProp65Warning(
        checkout({
          modalityType: 'Pickup',
          lineItems: [prop65Line],
          fulfillment: { contact: { ...contact, address: caAddress } },
        }),
      ),
    ).toBe(false)
    expect(
      showsProp65Warning(
        checkout({ fulfillment: { contact: { ...contact, address: caAddress } } }),
      ),
    ).toBe(false)
  })
  it('holds for any state that is not CA (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => {
          const u = s.trim().toUpperCase()
          return u !== 'CA' && u !== 'CALIFORNIA' && s.trim() !== ''
        }),
        (state) =>
          !showsProp65Warning(
            checkout({
              lineItems: [prop65Line],
              fulfillment: {
                contact: { ...contact, address: { ...caAddress, stateProvince: state } },
              },
            }),
          ),
      ),
    )
  })
})

describe('checkout.md §2 "Order Details": address or store', () => {
  it('delivery: the address lines and its coordinates', () => {
    const c = checkout({
      fulfillment: {
        contact: { firstName: 'A', lastName: 'Q', phone: '+15135550148', address: caAddress },
      },
    })
    expect(orderDestination(c)).toEqual({
      kind: 'address',
      lines: ['12 Orchard Lane', 'Fresno, CA 93650'],
      location: { lat: 36.77, lng: -119.79 },
    })
  })
  it('pickup without an address: the store of the order', () => {
    const c = checkout({
      modalityType: 'Pickup',
      paymentDetails: { accountingLocation: { facilityId: '01400101' } },
    })
    expect(orderDestination(c)).toEqual({ kind: 'store', lines: ['Store 01400101'] })
    expect(orderDestination(checkout())).toBeUndefined()
  })
})

describe('checkout.md §9: payment summary amounts and the cost change', () => {
  it("a fee of 0 is 'Free', a missing fee 'TBD', tax without an amount 'TBD'", () => {
    expect(summaryAmount({ type: 'FEE', amount: 0 })).toBe('Free')
    expect(summaryAmount({ type: 'FEE', amount: null })).toBe('TBD')
    expect(summaryAmount({ type: 'TAX', amount: null })).toBe('TBD')
    expect(summaryAmount({ type: 'TOTAL', amount: 12.5 })).toBe('$12.50')
  })
  it('a modified order adds the cost change: new total minus previous total', () => {
    const c = checkout({
      summary: { itemCount: 2, cost: { itemTotal: 10, total: 15.25 } },
      originalSummary: { itemCount: 3, cost: { itemTotal: 12, total: 18 } },
      calculatedProperties: {
        uiPaymentSummary: {
          lines: [{ type: 'TOTAL', description: 'Estimated total', amount: 15.25 }],
        },
      },
    })
    expect(paymentSummaryRows(c, true).map((r) => [r.label, r.amount])).toEqual([
      ['Estimated total', '$15.25'],
      ['Cost Change', '-$2.75'],
    ])
    expect(paymentSummaryRows(c, false)).toHaveLength(1)
  })
})

describe('checkout.md §2 "Payment error page"', () => {
  const phone = { e164: '+18885550120', display: '1-888-555-0120' }
  it("reads 'We're sorry, we could not complete your order.' with the reason passed on", () => {
    const params = paymentErrorParams('', { reason: 'Card declined by the bank' })
    expect(paymentErrorView(params, phone)).toEqual({
      heading: "We're sorry, we could not complete your order.",
      reason: 'Card declined by the bank',
    })
  })
  it("isModify=true: 'Order Canceled', a customer-service number and Error Code RV9547", () => {
    const view = paymentErrorView(paymentErrorParams('?isModify=true', null), phone)
    expect(view).toEqual({
      heading: 'Order Canceled',
      customerService: phone,
      errorCode: 'Error Code RV9547',
    })
  })
  it('takes the reason from a reason query parameter too; the location state wins', () => {
    expect(paymentErrorParams('?isModify=true&reason=Declined', null)).toEqual({
      isModify: true,
      reason: 'Declined',
    })
    expect(paymentErrorParams('?reason=Query', { reason: 'State' })).toEqual({
      isModify: false,
      reason: 'State',
    })
  })
  it('ignores a reason that is not text', () => {
    expect(paymentErrorParams('?isModify=false', { reason: 42 })).toEqual({ isModify: false })
    expect(paymentErrorParams('', { reason: '  ' })).toEqual({ isModify: false })
  })
})

describe('checkout.md §2 "Order complete page": the page content', () => {
  const order = (over: Partial<Order> = {}): Order => ({
    id: 'checkout-1',
    status: 'PLACED',
    placedAt: '2026-11-20T15:30:00.000Z',
    modalityType: 'Delivery',
    summary: { itemCount: 2, cost: { itemTotal: 1.18, total: 5.5 } },
    imageUrls: [],
    lines: [],
    checkout: checkout({
      buyer: { profileId: 'p', email: 'avery.quinn@example.com' },
      fulfillment: {
        contact: { firstName: 'Avery', lastName: 'Quinn', phone: '+15135550148' },
        deliveryType: 'Contactless',
      },
    }),
    ...over,
  })
  it('the order number, link, date, e-mail, contact, item count and edit link', () => {
    const c = orderConfirmationOf(order(), {
      modified: false,
      customerService: hilltop.customerService,
      basketLines: [{ modalityType: 'Pickup', quantity: 1 }],
    })
    expect(c.orderNumber).toBe('Order #checkout-1')
    expect(c.orderLink).toBe('/mypurchases/pending/checkout-1')
    expect(c.orderedOn).toBe('Ordered on 11/20/2026')
    expect(c.emailNotice).toBe('A confirmation is sent to avery.quinn@example.com.')
    expect(c.contact).toEqual({ name: 'Avery Quinn', phone: '513-555-0148' })
    expect(c.itemCountText).toBe('2 Item(s) in Your Order')
    expect(c.editLink).toBe('/cart/modify?orderId=checkout-1')
    expect(c.cartReminder).toBe("Don't forget, you have a pickup order in your cart!")
    expect(c.nextSteps[0]).toContain("'Leave at my door'")
    expect(c.holdNotice).toBe(true)
    expect(c.prop65).toBe(false)
  })
  it('no edit link once the order is no longer placed; no reminder for an empty cart', () => {
    const c = orderConfirmationOf(order({ status: 'FULFILLED' }), {
      modified: false,
      customerService: hilltop.customerService,
      basketLines: [],
    })
    expect(c.editLink).toBeUndefined()
    expect(c.cartReminder).toBeUndefined()
    expect(c.holdNotice).toBe(false)
  })
})
