import { describe, expect, it } from 'vitest'
import { paymentBackPath, paymentBackTarget } from './checkout-back-link.js'

// checkout.md §2: "The back link goes to the fulfillment-specific cart or scheduling page."
describe('paymentBackTarget (checkout.md §2)', () => {
  it('leads to scheduling for the checkout’s own fulfillment type, as an edit of the time (§4: quotes are fetched again)', () => {
    const delivery = paymentBackTarget({ modify: false, orderId: 'c-1', modalityType: 'Delivery' })
    expect(paymentBackPath(delivery)).toBe('/scheduling?fulfillmentType=Delivery&edit=true')
    const pickup = paymentBackTarget({ modify: false, orderId: 'c-1', modalityType: 'Pickup' })
    expect(paymentBackPath(pickup)).toBe('/scheduling?fulfillmentType=Pickup&edit=true')
  })

  it('leads a modify review to the cart-modify page of its order (§2 Routes: scheduling redirects away in modify mode)', () => {
    const target = paymentBackTarget({ modify: true, orderId: 'c 1', modalityType: 'Delivery' })
    expect(paymentBackPath(target)).toBe('/cart/modify?orderId=c%201')
  })

  it('leads to the cart before the checkout is known, and for an in-store checkout', () => {
    expect(paymentBackTarget({ modify: false, orderId: 'c-1', modalityType: undefined })).toEqual({
      to: 'cart',
    })
    expect(
      paymentBackPath(paymentBackTarget({ modify: false, orderId: null, modalityType: 'InStore' })),
    ).toBe('/cart')
    expect(paymentBackTarget({ modify: true, orderId: null, modalityType: 'Pickup' })).toEqual({
      to: 'scheduling',
      fulfillmentType: 'Pickup',
    })
  })
})
