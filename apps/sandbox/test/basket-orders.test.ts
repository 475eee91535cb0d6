import { describe, expect, it } from 'vitest'
import { placeOrder, sandbox } from './support.ts'

interface BasketBody {
  id: string
  orderId?: string
  lines: { gtin13: string; quantity: number; totalPrice: number; modalityType: string }[]
  itemCount: number
  subtotal: number
}

const quantities = (basket: BasketBody) =>
  Object.fromEntries(basket.lines.map((line) => [line.gtin13, line.quantity]))

describe('the basket (checkout.md §7 "Basket delete or update")', () => {
  it('is the cart the scheduling step reads, priced per line', async () => {
    const { call, store } = sandbox()
    const basket = (await (await call('basket')).json()) as BasketBody
    expect(basket.id).toBe('checkout-cart')
    expect(quantities(basket)['0000000004011']).toBe(6)
    expect(basket.lines.find((l) => l.gtin13 === '0000000004011')?.totalPrice).toBe(3.54)
    expect(basket.itemCount).toBe(basket.lines.reduce((sum, l) => sum + l.quantity, 0))
    store.close()
  })

  it('updates, adds and deletes lines (quantity 0), and the cart checkout follows', async () => {
    const { call, store } = sandbox()
    const response = await call('updateBasket', {
      body: {
        lines: [
          { gtin13: '0000000004011', quantity: 2 },
          { gtin13: '0003700000404', quantity: 0 },
          { gtin13: '0001111000203', quantity: 1 },
        ],
      },
    })
    expect(response.status).toBe(200)
    const basket = (await response.json()) as BasketBody
    expect(quantities(basket)).toMatchObject({ '0000000004011': 2, '0001111000203': 1 })
    expect(quantities(basket)['0003700000404']).toBeUndefined()
    const cart = (await (
      await call('checkout', { params: { checkoutId: 'checkout-cart' } })
    ).json()) as { lineItems: { cart: { gtin13: string }; quantity: number }[] }
    expect(cart.lineItems.map((l) => [l.cart.gtin13, l.quantity])).toContainEqual([
      '0001111000203',
      1,
    ])
    store.close()
  })

  it('refuses an unknown item', async () => {
    const { call, store } = sandbox()
    const response = await call('updateBasket', {
      body: { lines: [{ gtin13: '9999999999999', quantity: 1 }] },
    })
    expect(response.status).toBe(404)
    store.close()
  })

  it('keeps the changes of an order being modified apart from the order and the cart', async () => {
    const { call, store } = sandbox()
    const orderId = await placeOrder(call)
    const changed = (await (
      await call('updateBasket', {
        body: { orderId, lines: [{ gtin13: '0000000004011', quantity: 5 }] },
      })
    ).json()) as BasketBody
    expect(changed.orderId).toBe(orderId)
    expect(quantities(changed)['0000000004011']).toBe(5)
    const order = (await (await call('order', { params: { orderId } })).json()) as {
      lines: { gtin13: string; quantity: number }[]
    }
    expect(order.lines.find((l) => l.gtin13 === '0000000004011')?.quantity).toBe(3)
    const reread = (await (await call('basket', { query: { orderId } })).json()) as BasketBody
    expect(quantities(reread)['0000000004011']).toBe(5)
    store.close()
  })
})

describe('orders (the purchases pages)', () => {
  it('lists placed checkouts only, newest first, and opens one', async () => {
    const { call, store } = sandbox()
    expect(await (await call('orders')).json()).toEqual({ orders: [] })
    const first = await placeOrder(call)
    const second = await placeOrder(call)
    const { orders } = (await (await call('orders')).json()) as {
      orders: { id: string; status: string }[]
    }
    expect(orders.map((o) => o.id).sort()).toEqual([first, second].sort())
    expect(orders.every((o) => o.status === 'PLACED')).toBe(true)
    const order = await call('order', { params: { orderId: first } })
    expect(order.status).toBe(200)
    expect(await call('order', { params: { orderId: 'checkout-cart' } })).toHaveProperty(
      'status',
      404,
    )
    store.close()
  })
})
