import { describe, expect, it } from 'vitest'
import { endMarker, replaceBetweenMarkers, sizeTable, startMarker } from './component-size.ts'

const table = sizeTable([{ label: 'Button', imports: ['Button'], minified: 2345, gzip: 1049 }])

describe('component sizes', () => {
  it('prints one row per component in kB', () => {
    expect(table.split('\n')).toEqual([
      '| component | import | minified | gzip -9 |',
      '|---|---|---|---|',
      '| Button | `Button` | 2.3 kB | 1.0 kB |',
    ])
  })

  it('replaces only what lies between the markers, keeping them', () => {
    const readme = `# ui\n\n${startMarker}\nold\n${endMarker}\n\nafter\n`
    const written = replaceBetweenMarkers(readme, table)
    expect(written).toBe(`# ui\n\n${startMarker}\n${table}\n${endMarker}\n\nafter\n`)
    expect(replaceBetweenMarkers(written, table)).toBe(written)
  })

  it('throws when the markers are missing', () => {
    expect(() => replaceBetweenMarkers('# ui\n', table)).toThrow(/component-sizes:start/)
  })
})
