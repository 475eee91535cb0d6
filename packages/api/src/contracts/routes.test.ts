import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  API_BASE,
  matchRoute,
  type PathParams,
  pathOf,
  type RouteDefinition,
  type RouteName,
  routes,
} from './routes.js'

const entries = Object.entries(routes) as [RouteName, RouteDefinition][]
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')

describe('the routes table', () => {
  it('lists each method and path once', () => {
    const keys = entries.map(([, r]) => `${r.method} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
  it('cites a spec section for every call', () => {
    for (const [name, r] of entries) {
      expect(r.specs.length, name).toBeGreaterThan(0)
      for (const spec of r.specs) expect(spec, name).toMatch(/\.md( §\d| ")/)
    }
  })
  it('uses the methods and paths wallet-flyout.md §7 gives', () => {
    const wallet = entries
      .filter(([, r]) => r.specs.includes('wallet-flyout.md §7'))
      .map(([, r]) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort()
    expect(wallet).toEqual(
      [
        'GET /payment/v2/wallet',
        'POST /payment/v2/wallet',
        'PUT /payment/v2/wallet',
        'DELETE /payment/v2/wallet/{cardId}',
        'GET /payment/v2/wallet/account/billing',
        'PUT /payment/v2/wallet/account/billing',
        'POST /payment/v2/wallet/gift-card/balance',
        'POST /payment/v2/wallet/cards/ebt/balance',
        'PUT /payment/v2/wallet/cards/defaults',
      ].sort(),
    )
  })
  it('uses the paths account-area.md §7 and checkout.md §7 give', () => {
    expect(routes.profile.path).toBe('/atlas/v1/customer-profile/v1/profile')
    expect(routes.payment.path).toBe('/payment/v1/checkouts/:checkoutId')
    expect(routes.addCardToOrder.path).toBe('/payment/v1/payments')
    expect(routes.modifyTip.path).toBe('/payment/v1/modifytip/:checkoutId')
    expect(routes.reserveTimeSlot.path).toBe('/fulfillment/api/timeslots/reserve')
    expect(routes.addCheckoutCard.path.startsWith('/checkout/api/s/cards')).toBe(true)
  })
})

describe('pathOf', () => {
  it('fills and encodes parameters under the API base', () => {
    expect(pathOf('deleteWalletCard', { cardId: 'card/1' })).toBe(
      `${API_BASE}/payment/v2/wallet/card%2F1`,
    )
    expect(pathOf('wallet')).toBe(`${API_BASE}/payment/v2/wallet`)
  })
  it('is typed by the path template', () => {
    const params: Record<PathParams<'/a/:b/c/:d'>, string> = { b: '1', d: '2' }
    expect(params).toEqual({ b: '1', d: '2' })
    // @ts-expect-error: deleteWalletCard needs a cardId
    expect(() => pathOf('deleteWalletCard')).toThrow(':cardId')
    // @ts-expect-error: the wrong parameter name
    expect(() => pathOf('deleteWalletCard', { id: 'x' })).toThrow(':cardId')
  })
})

describe('matchRoute', () => {
  it('finds every route from its own path', () => {
    for (const [name, r] of entries) {
      const params = Object.fromEntries(paramNames(r.path).map((p) => [p, `${p}-1`]))
      const url = `${API_BASE}${r.path.replace(/:(\w+)/g, (_, p: string) => params[p] ?? '')}`
      expect(matchRoute(r.method, url), name).toEqual({ name, params })
    }
  })
  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('GET', `${API_BASE}/payment/v2/wallet/account/billing`)?.name).toBe(
      'billingAddresses',
    )
    expect(matchRoute('DELETE', `${API_BASE}/payment/v2/wallet/account`)?.name).toBe(
      'deleteWalletCard',
    )
    expect(matchRoute('POST', `${API_BASE}/fulfillment/v4/promises/from-reservation`)?.name).toBe(
      'promiseFromReservation',
    )
  })
  it('ignores the query string and refuses other bases and methods', () => {
    expect(
      matchRoute('GET', `${API_BASE}/payment/v1/checkouts/c1?authorizationsOnly=true`),
    ).toEqual({
      name: 'payment',
      params: { checkoutId: 'c1' },
    })
    expect(matchRoute('GET', '/payment/v2/wallet')).toBeUndefined()
    expect(matchRoute('PATCH', `${API_BASE}/payment/v2/wallet`)).toBeUndefined()
  })
  it('property: pathOf → matchRoute gives back any parameter value', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (cardId, checkoutId) => {
          expect(matchRoute('DELETE', pathOf('deleteWalletCard', { cardId }))).toEqual({
            name: 'deleteWalletCard',
            params: { cardId },
          })
          expect(matchRoute('PUT', pathOf('updateCheckout', { checkoutId }))?.params).toEqual({
            checkoutId,
          })
        },
      ),
    )
  })
})
