import { describe, expect, it } from 'vitest'
import type { Budgets } from './budgets.ts'
import { limitFor, routeProblems } from './size-report.ts'

const budgets: Budgets = {
  scriptsBeforeIdle: {
    everyRoute: 150_000,
    publicRoute: 130_000,
    publicPages: ['src/pages/home-page.tsx'],
  },
  cssPerShopper: 20_000,
  notYetWithin: {},
  onTheWire: { publicRoutes: [], notYetWithin: {} },
}

describe('the scripts-before-idle gate', () => {
  it('holds public pages to the public limit and the others to the general one', () => {
    expect(limitFor('src/pages/home-page.tsx', budgets)).toBe(130_000)
    expect(limitFor('src/pages/payment-page.tsx', budgets)).toBe(150_000)
  })

  it('passes a route at its limit and fails it one byte over, brotli counted, not gzip', () => {
    const route = (page: string, brotli: number) => ({ page, brotli, gzip: brotli + 50_000 })
    expect(
      routeProblems(
        [route('src/pages/home-page.tsx', 130_000), route('src/pages/cart-page.tsx', 150_000)],
        budgets,
      ),
    ).toEqual([])
    expect(
      routeProblems(
        [route('src/pages/home-page.tsx', 130_001), route('src/pages/cart-page.tsx', 150_001)],
        budgets,
      ),
    ).toEqual([
      'src/pages/home-page.tsx: scripts before idle 130.0 kB brotli > 130.0 kB (public route)',
      'src/pages/cart-page.tsx: scripts before idle 150.0 kB brotli > 150.0 kB (route)',
    ])
  })

  it('holds a known gap to its ceiling, and asks for its removal once the route is within', () => {
    const route = (page: string, brotli: number) => ({ page, brotli, gzip: brotli })
    const gapped: Budgets = {
      ...budgets,
      notYetWithin: {
        'src/pages/payment-page.tsx': {
          ceiling: 172_000,
          why: 'the payment section loads at first render',
        },
      },
    }
    expect(routeProblems([route('src/pages/payment-page.tsx', 172_000)], gapped)).toEqual([])
    expect(routeProblems([route('src/pages/payment-page.tsx', 172_001)], gapped)).toEqual([
      'src/pages/payment-page.tsx: scripts before idle 172.0 kB brotli > its known-gap ceiling 172.0 kB (limit 150.0 kB, route)',
    ])
    expect(routeProblems([route('src/pages/payment-page.tsx', 150_000)], gapped)).toEqual([
      'src/pages/payment-page.tsx: within its limit now (150.0 kB brotli <= 150.0 kB): remove it from "notYetWithin"',
    ])
    expect(routeProblems([route('src/pages/cart-page.tsx', 1_000)], gapped)).toEqual([
      'src/pages/payment-page.tsx: in "notYetWithin" but not a route of the build',
    ])
  })
})
