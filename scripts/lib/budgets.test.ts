import { describe, expect, it } from 'vitest'
import { parseBudgets } from './budgets.ts'

const table = `
<!-- budgets:start -->
| what | budget (gzip) |
|---|---|
| initial JS per route | 110 kB |
| lazy route chunk | 35 kB |
| CSS per shopper | 20 kB |
<!-- budgets:end -->`

describe('parseBudgets', () => {
  it('reads the README table into bytes', () => {
    expect(parseBudgets(table)).toEqual({ routeInitialJs: 110_000, lazyChunk: 35_000, css: 20_000 })
  })
  it('names a missing row', () => {
    expect(() => parseBudgets(table.replace('| CSS per shopper | 20 kB |', ''))).toThrow(
      /CSS per shopper/,
    )
  })
  it('fails without the markers', () => {
    expect(() => parseBudgets('| CSS per shopper | 20 kB |')).toThrow(/budgets:start/)
  })
})
