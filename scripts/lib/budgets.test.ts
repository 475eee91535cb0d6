import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseBudgets, readBudgets, wireAllowance } from './budgets.ts'

const valid = {
  scriptsBeforeIdle: {
    everyRoute: 150_000,
    publicRoute: 130_000,
    publicPages: ['src/pages/home-page.tsx', 'src/pages/sign-in-page.tsx'],
  },
  cssPerShopper: 20_000,
}
const text = (value: unknown) => JSON.stringify(value)
const with_ = (patch: Record<string, unknown>) =>
  text({ ...valid, scriptsBeforeIdle: { ...valid.scriptsBeforeIdle, ...patch } })

describe('parseBudgets', () => {
  it('reads the budgets file into bytes', () => {
    expect(parseBudgets(text(valid))).toEqual({
      ...valid,
      notYetWithin: {},
      onTheWire: { publicRoutes: [], notYetWithin: {} },
    })
  })

  it('holds the repository file: 150 kB every route, 130 kB the public ones', () => {
    const budgets = readBudgets()
    expect(budgets.scriptsBeforeIdle.everyRoute).toBe(150_000)
    expect(budgets.scriptsBeforeIdle.publicRoute).toBe(130_000)
    expect(budgets.scriptsBeforeIdle.publicPages).toEqual(
      expect.arrayContaining([
        'src/pages/home-page.tsx',
        'src/pages/sign-in-page.tsx',
        'src/pages/help-page.tsx',
      ]),
    )
    // The budgets left the README.
    expect(readFileSync('README.md', 'utf8')).not.toMatch(/budgets:start|overruns:start/)
  })

  it('takes 1 byte and 10 MB, refuses 0, 10 MB + 1, fractions and text', () => {
    expect(parseBudgets(text({ ...valid, cssPerShopper: 1 })).cssPerShopper).toBe(1)
    expect(parseBudgets(text({ ...valid, cssPerShopper: 10_000_000 })).cssPerShopper).toBe(
      10_000_000,
    )
    for (const bad of [0, 10_000_001, 1.5, '20 kB', null]) {
      expect(() => parseBudgets(text({ ...valid, cssPerShopper: bad }))).toThrow(/cssPerShopper/)
    }
    expect(() => parseBudgets(with_({ everyRoute: 0 }))).toThrow(/everyRoute/)
  })

  it('refuses a public limit above the general one', () => {
    expect(() => parseBudgets(with_({ publicRoute: 150_001 }))).toThrow(/publicRoute/)
    expect(parseBudgets(with_({ publicRoute: 150_000 })).scriptsBeforeIdle.publicRoute).toBe(
      150_000,
    )
  })

  it('wants page modules in publicPages', () => {
    for (const bad of [[], ['/signin'], ['src/pages/x/y.tsx'], [1]]) {
      expect(() => parseBudgets(with_({ publicPages: bad }))).toThrow(/publicPages/)
    }
  })

  it('reads known gaps with a ceiling and a reason, and refuses one without either', () => {
    const gap = { ceiling: 172_000, why: 'the payment section loads at first render' }
    const withGap = (value: unknown) =>
      text({ ...valid, notYetWithin: { 'src/pages/payment-page.tsx': value } })
    expect(parseBudgets(withGap(gap)).notYetWithin).toEqual({ 'src/pages/payment-page.tsx': gap })
    expect(() => parseBudgets(withGap({ ceiling: 172_000 }))).toThrow(/needs a reason/)
    expect(() => parseBudgets(withGap({ ...gap, ceiling: 1.5 }))).toThrow(/whole number/)
    expect(() => parseBudgets(text({ ...valid, notYetWithin: { '/checkout': gap } }))).toThrow(
      /does not take "\/checkout"/,
    )
  })

  it('reads the limits on the wire: public routes by path, known gaps with a reason', () => {
    const gap = { ceiling: 165_000, why: 'the service client carries every contract' }
    const wire = (onTheWire: unknown) => text({ ...valid, onTheWire })
    const budgets = parseBudgets(
      wire({ publicRoutes: ['/', '/signin'], notYetWithin: { '/checkout': gap } }),
    )
    expect(budgets.onTheWire).toEqual({
      publicRoutes: ['/', '/signin'],
      notYetWithin: { '/checkout': gap },
    })
    expect(wireAllowance('/', budgets)).toBe(130_000)
    expect(wireAllowance('/signin', budgets)).toBe(130_000)
    expect(wireAllowance('/scheduling', budgets)).toBe(150_000)
    expect(wireAllowance('/checkout', budgets)).toBe(165_000)
    for (const bad of [['signin'], ['src/pages/home-page.tsx'], '/signin', [1]]) {
      expect(() => parseBudgets(wire({ publicRoutes: bad }))).toThrow(/publicRoutes/)
    }
    expect(() => parseBudgets(wire({ notYetWithin: { '/checkout': { ceiling: 1 } } }))).toThrow(
      /needs a reason/,
    )
    expect(() =>
      parseBudgets(wire({ notYetWithin: { 'src/pages/payment-page.tsx': gap } })),
    ).toThrow(/does not take/)
  })

  it('holds the repository file on the wire: home and sign-in public, /checkout and /mywallet known gaps', () => {
    const budgets = readBudgets()
    expect(budgets.onTheWire.publicRoutes).toEqual(['/', '/signin'])
    expect(Object.keys(budgets.onTheWire.notYetWithin)).toEqual(['/checkout', '/mywallet'])
  })
})
