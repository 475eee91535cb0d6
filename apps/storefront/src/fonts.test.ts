// The storefront declares the kit's faces itself, with `font-display: optional` (fonts.css):
// the same faces and weights as the kit's own file, each one a file the build can resolve.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const own = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8')
const kit = readFileSync(join(import.meta.dirname, '../../../packages/ui/src/fonts.css'), 'utf8')
const faces = [...own.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '')

describe('fonts.css: the kit faces, never swapped in late', () => {
  it("declares the kit's faces and weights, no more and no fewer", () => {
    const kitFaces = [...kit.matchAll(/@fontsource\/([a-z]+)\/latin-(\d+)\.css/g)].map(
      ([, family, weight]) => `${family} ${weight}`,
    )
    const ownFaces = faces.map((face) => {
      const file = /@fontsource\/([a-z]+)\/files\/\1-latin-(\d+)-normal\.woff2/.exec(face)
      return `${file?.[1]} ${file?.[2]}`
    })
    expect(kitFaces.length).toBeGreaterThan(0)
    expect(ownFaces.sort()).toEqual(kitFaces.sort())
  })

  it('gives every face `font-display: optional`, its weight and a file that exists', () => {
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*optional;/)
      const weight = /font-weight:\s*(\d+);/.exec(face)?.[1]
      const url = /url\("([^"]+)"\)/.exec(face)?.[1] ?? ''
      expect(url).toContain(`-latin-${weight}-normal.woff2`)
      expect(() => require.resolve(url), url).not.toThrow()
    }
  })
})
