import { describe, expect, it } from 'vitest'
import { sandbox, TODAY } from './support.ts'

// What scheduling chose reaches the checkout's price: the delivery or pickup fee is what the
// reserved time costs, its cost plus its waiver (checkout.md §3 "Timeslots response": cost,
// waiver; §9 'Under $5' reads cost plus waiver), not one fee for every time.

interface Created {
  id: string
  summary: { cost: { total: number; itemTotal: number } }
  calculatedProperties: {
    uiPaymentSummary: { lines: Array<{ description: string; amount: number }> }
  }
}

type Call = ReturnType<typeof sandbox>['call']

/** Reserves the time (over the promise call, as scheduling does) and creates its checkout. */
async function checkoutFor(
  call: Call,
  modality: 'DELIVERY' | 'PICKUP',
  time: { optionId: string; start: string; end: string; vendorId?: string },
): Promise<Created> {
  const window = { value: `${TODAY}T${time.start}:00/${TODAY}T${time.end}:00`, timezone: 'UTC' }
  const promise = (await (
    await call('createPromise', {
      body: {
        modalityType: modality,
        optionIds: [time.optionId],
        items: [{ gtin13: '0000000004011', quantity: 2 }],
        originalWindow: window,
        ...(time.vendorId ? { vendorId: time.vendorId } : {}),
      },
    })
  ).json()) as { id: string; selections: unknown[] }
  const created = await call('createCheckout', {
    body: {
      buyer: { profileId: 'sandbox-shopper' },
      fulfillment: { promise },
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      ],
      modalityType: modality === 'DELIVERY' ? 'Delivery' : 'Pickup',
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    },
  })
  expect(created.status).toBe(200)
  return (await created.json()) as Created
}

const feeOf = (checkout: Created, label: string) =>
  checkout.calculatedProperties.uiPaymentSummary.lines.find((l) => l.description === label)?.amount

describe('the fee is the reserved time’s (checkout.md §3, §9)', () => {
  it('delivery: each time its own price, the waiver taken off, the outside vendor’s its own', async () => {
    const { call } = sandbox()
    const at = (optionId: string, start: string, end: string, vendorId?: string) =>
      checkoutFor(call, 'DELIVERY', { optionId, start, end, ...(vendorId ? { vendorId } : {}) })
    expect(feeOf(await at('o-0900', '09:00', '11:00'), 'Delivery fee')).toBe(3.95)
    expect(feeOf(await at('o-1100', '11:00', '13:00'), 'Delivery fee')).toBe(4.45)
    expect(feeOf(await at('o-1400', '14:00', '16:00'), 'Delivery fee')).toBe(9.95)
    const courier = await at('o-1800-courier-partner', '18:00', '20:00', 'courier-partner')
    expect(feeOf(courier, 'Delivery fee')).toBe(6.99)
  })

  it('the total carries the fee: two checkouts of the same items differ by the fees', async () => {
    const { call } = sandbox()
    const cheap = await checkoutFor(call, 'DELIVERY', {
      optionId: 'o-0900',
      start: '09:00',
      end: '11:00',
    })
    const dear = await checkoutFor(call, 'DELIVERY', {
      optionId: 'o-1400',
      start: '14:00',
      end: '16:00',
    })
    expect(dear.summary.cost.itemTotal).toBe(cheap.summary.cost.itemTotal)
    expect(Math.round((dear.summary.cost.total - cheap.summary.cost.total) * 100) / 100).toBe(6)
  })

  it('a checkout whose promise names no time of the plan keeps the standard fee', async () => {
    const { call } = sandbox()
    const created = await call('createCheckout', {
      body: {
        buyer: { profileId: 'sandbox-shopper' },
        fulfillment: { promise: { id: 'promise-elsewhere' } },
        lineItems: [
          { cart: { gtin13: '0000000004011' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
        ],
        modalityType: 'Delivery',
        cartId: 'checkout-cart',
        properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
      },
    })
    expect(feeOf((await created.json()) as Created, 'Delivery fee')).toBe(3.95)
  })
})
