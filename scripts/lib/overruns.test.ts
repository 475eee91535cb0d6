import { describe, expect, it } from 'vitest'
import { ceilingFor, parseOverruns } from './overruns.ts'

const readme = `
<!-- overruns:start -->
| what | kind | ceiling | why |
| --- | --- | --- | --- |
| every page | initial JS | 112 kB | entry grew with the session |
| \`src/pages/scheduling-page.tsx\` | page chunk | 60 kB | contracts in the page |
| src/features/x.tsx | lazy chunk | 40 kB | y |
| nonsense | size | 1 kB | ignored |
<!-- overruns:end -->`

describe('declared overruns (README.md "Overruns")', () => {
  it('reads the rows with their kind and ceiling', () => {
    expect(parseOverruns(readme)).toEqual([
      { what: 'every page', kind: 'initial JS', ceiling: 112_000 },
      { what: 'src/pages/scheduling-page.tsx', kind: 'page chunk', ceiling: 60_000 },
      { what: 'src/features/x.tsx', kind: 'lazy chunk', ceiling: 40_000 },
    ])
    expect(parseOverruns('no table')).toEqual([])
  })

  it('a figure takes its own row first, then the every-page row of its kind', () => {
    const rows = parseOverruns(readme)
    expect(ceilingFor(rows, 'src/pages/scheduling-page.tsx', 'page chunk')).toBe(60_000)
    expect(ceilingFor(rows, 'src/pages/cart-page.tsx', 'initial JS')).toBe(112_000)
    expect(ceilingFor(rows, 'src/pages/cart-page.tsx', 'page chunk')).toBeUndefined()
    expect(ceilingFor(rows, 'src/features/other.tsx', 'lazy chunk')).toBeUndefined()
  })
})
