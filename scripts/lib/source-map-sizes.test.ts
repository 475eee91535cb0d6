import { describe, expect, it } from 'vitest'
import { bytesPerSource, decodeVlq, packageOf, shareOut } from './source-map-sizes.ts'

describe('source map attribution', () => {
  it('decodes Base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlq('KACD')).toEqual([5, 0, 1, -1])
    expect(decodeVlq('gBAA')).toEqual([16, 0, 0])
  })
  it('gives each segment the text up to the next one, newlines to the line owner', () => {
    // line 0: "abcdefghij" → a.js from col 0, b.js from col 4; line 1: "xyz" → b.js (same index)
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;AAAA' }
    const result = bytesPerSource('abcdefghij\nxyz', map)
    expect(Object.fromEntries(result)).toEqual({ 'a.js': 4, 'b.js': 10 })
  })
  it('counts text before the first segment and under source-less segments as unmapped', () => {
    const map = { sources: ['a.js'], mappings: 'EAAA,E' }
    expect(Object.fromEntries(bytesPerSource('0123456789', map))).toEqual({
      '(unmapped)': 8,
      'a.js': 2,
    })
  })
  it('names packages, scoped packages and workspace modules', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/x.js')).toEqual({
      pkg: 'react-dom',
      module: 'cjs/x.js',
    })
    expect(packageOf('node_modules/@ark-ui/react/dist/f.js').pkg).toBe('@ark-ui/react')
    expect(packageOf('../../packages/ui/styled-system/css/css.js')).toEqual({
      pkg: '@aisle/ui styled-system',
      module: 'css/css.js',
    })
    expect(packageOf('/w/packages/api/dist/contracts/routes.js')).toEqual({
      pkg: '@aisle/api',
      module: 'contracts/routes.js',
    })
    expect(packageOf('/w/apps/storefront/src/app.tsx')).toEqual({
      pkg: 'storefront',
      module: 'app.tsx',
    })
  })
  it('shares a total out by weight, the parts summing to it', () => {
    const parts = shareOut(
      100,
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    )
    expect([...parts.values()].reduce((x, y) => x + y, 0)).toBe(100)
    expect(parts.get('a')).toBe(33)
  })
})
