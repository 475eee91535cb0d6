import { describe, expect, it } from 'vitest'
import { pendingOrderPath } from '../checkout/confirmation.js'
import { canEditOrder, formatOrderDate, fulfilmentLabel, orderStatusLabel } from './purchases.js'

describe('purchases', () => {
  // checkout.md §4: ACTIVATE places a checkout; a placed order may be modified (§4 "Modify submit").
  it('offers Add or Edit Items for a placed order only', () => {
    expect(canEditOrder({ status: 'PLACED' })).toBe(true)
    expect(canEditOrder({ status: 'DRAFT' })).toBe(false)
    expect(canEditOrder({ status: 'FULFILLED' })).toBe(false)
  })

  it('names statuses and fulfilment', () => {
    expect(orderStatusLabel('PLACED')).toBe('Order Placed')
    expect(orderStatusLabel('SOMETHING')).toBe('SOMETHING')
    expect(fulfilmentLabel('InStore')).toBe('In Store')
  })

  it('formats the placing date in UTC and builds the pending order path (checkout.md §2)', () => {
    expect(formatOrderDate('2026-11-02T23:30:00.000Z')).toBe('Nov 2, 2026')
    expect(pendingOrderPath('checkout-3')).toBe('/mypurchases/pending/checkout-3')
  })
})
