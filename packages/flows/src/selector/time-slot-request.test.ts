import { copperline, greenleaf } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { startShoppingEvent } from './selector-analytics.js'
import { SELECTOR_LOCALE, timeSlotVendors, upfrontTimeSlotsRequest } from './time-slot-request.js'

describe('the upfront time slots ask for vendors: shopping-method-selector.md §7', () => {
  it("the banner's own delivery is the banner; 'All Delivery Providers' adds its outside vendors", () => {
    expect(timeSlotVendors([{ deliverySubOption: 'DELIVERY' }], greenleaf)).toEqual({
      sources: ['greenleaf'],
      handoffs: ['DELIVERY'],
    })
    expect(timeSlotVendors([{ deliverySubOption: 'KROGER_DELIVERY' }], greenleaf).sources).toEqual([
      'greenleaf',
    ])
    expect(
      timeSlotVendors(
        [{ deliverySubOption: 'DELIVERY' }, { deliverySubOption: 'ALL_DELIVERY' }],
        greenleaf,
      ).sources,
    ).toEqual(['greenleaf', ...Object.keys(greenleaf.customerService.byDeliveryVendor)])
    expect(Object.keys(greenleaf.customerService.byDeliveryVendor).length).toBeGreaterThan(0)
  })
  it('a banner with no outside vendor adds none; ship alone names no source', () => {
    expect(
      timeSlotVendors(
        [{ deliverySubOption: 'DELIVERY' }, { deliverySubOption: 'ALL_DELIVERY' }],
        copperline,
      ).sources,
    ).toEqual(['copperline'])
    expect(timeSlotVendors([{ deliverySubOption: 'SHIP' }], greenleaf).sources).toEqual([])
  })
  it('sends locale, the delivery modality to the address, the vendors and an empty item list', () => {
    const address = {
      street: '128 Vine St',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US' as const,
    }
    const vendors = { sources: ['greenleaf'], handoffs: ['DELIVERY'] }
    const body = upfrontTimeSlotsRequest(address, vendors)
    expect(body).toMatchObject({
      locale: SELECTOR_LOCALE,
      modality: { type: 'DELIVERY', destination: { address: { postalCode: '45202' } } },
      vendors,
      items: [],
    })
    expect(upfrontTimeSlotsRequest(address, undefined)).not.toHaveProperty('vendors')
  })
})

describe('the Start Shopping event: shopping-method-selector.md §4 "records analytics"', () => {
  it('names the modality and store, and the reserved slot only when there is one', () => {
    expect(startShoppingEvent({ modalityType: 'PICKUP', locationId: '01400101' })).toEqual({
      event: 'START_SHOPPING',
      componentName: 'shopping-method-selector',
      modalityType: 'PICKUP',
      locationId: '01400101',
    })
    const window = { value: '2026-11-23T09:00/2026-11-23T11:00', timezone: 'UTC' }
    expect(
      startShoppingEvent(
        { modalityType: 'DELIVERY', locationId: '01400101' },
        { quoteId: 'q1', optionId: 'o1', window },
      ).reservedSlot,
    ).toEqual({ quoteId: 'q1', optionId: 'o1', window })
  })
})
