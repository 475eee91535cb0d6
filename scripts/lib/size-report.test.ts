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
})
