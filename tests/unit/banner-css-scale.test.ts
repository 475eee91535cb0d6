// Issue "Banners at scale" item 3: the CSS a shopper downloads does not grow with the
// number of banners. In a scratch copy of the banner files, the generator adds 32 banners
// to the three samples; each of the 35 gets its own small CSS file, and one shopper's
// CSS (the shared base, the fonts and its banner's file) stays within the CSS budget.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BannerSource } from '../../packages/banners/src/index.js'
import { contrastIssues } from '../../packages/ui/src/theme/banner-contrast.ts'
import { bannerCss } from '../../packages/ui/src/theme/banner-css.ts'
import {
  type BannerTheme,
  defineBannerTheme,
  type SemanticOverrides,
} from '../../packages/ui/src/theme/banner-theme.ts'
import { bannerThemes } from '../../packages/ui/src/theme/banners/index.ts'
import { readBudgets } from '../../scripts/lib/budgets.ts'
import { writeBanner } from '../../scripts/new-banner-lib.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'packages/ui/dist')
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length
const scratch = mkdtempSync(join(tmpdir(), 'aisle-banners-'))
let themes35: BannerTheme[] = []

/** Brand colours around the hue circle at three lightnesses: light, mid and dark brands. */
const brand = (i: number) => {
  const hue = (i * 47) % 360
  const light = [0.75, 0.5, 0.3][i % 3] ?? 0.5
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    const a = 0.8 * Math.min(light, 1 - light)
    const c = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

beforeAll(async () => {
  const src = join(scratch, 'banners')
  cpSync(join(root, 'packages/banners/src'), src, { recursive: true })
  mkdirSync(join(scratch, 'public'))
  for (let i = 1; i <= 32; i += 1) {
    writeBanner(
      {
        id: `sample-${i}`,
        name: `Sample Banner ${i}`,
        domain: `sample-${i}.example`,
        color: brand(i),
      },
      { banners: src, publicDir: join(scratch, 'public') },
    )
  }
  const { bannerSources } = (await import(pathToFileURL(join(src, 'index.js')).href)) as {
    bannerSources: readonly BannerSource[]
  }
  themes35 = bannerSources.map((s) =>
    defineBannerTheme({ id: s.id, name: s.title, overrides: s.theme as SemanticOverrides }),
  )
}, 60_000)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('CSS per shopper with 35 banners', () => {
  // The budget is brotli bytes; gzip -9 is never smaller, so holding gzip to it is stricter.
  const budget = readBudgets(join(root, 'scripts', 'budgets.json')).cssPerShopper
  const shared = () =>
    gz(readFileSync(join(dist, 'base.css'))) + gz(readFileSync(join(dist, 'fonts.css')))

  it('has 35 valid, AA-contrast banners in the scratch copy', () => {
    expect(themes35).toHaveLength(35)
    expect(new Set(themes35.map((t) => t.id)).size).toBe(35)
    for (const theme of themes35) expect(contrastIssues(theme)).toEqual([])
  })

  it('keeps the base CSS free of any banner, so it is the same whatever the count', () => {
    const base = readFileSync(join(dist, 'base.css'), 'utf8')
    expect(base).not.toMatch(/\[data-banner=/)
    for (const theme of themes35) expect(base).not.toContain(theme.id)
  })

  it('writes each sample banner file exactly as the build ships it', () => {
    for (const theme of bannerThemes) {
      const file = join(dist, 'banners', `${theme.id}.css`)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toBe(bannerCss(theme))
    }
  })

  it('stays within the CSS budget for a shopper of any of the 35 banners', () => {
    const largest = Math.max(...themes35.map((t) => gz(bannerCss(t))))
    expect(shared() + largest).toBeLessThanOrEqual(budget)
    // One banner's own file is small, and a shopper downloads no other banner's.
    expect(largest).toBeLessThan(600)
  })

  it('adds to one shopper at most what its own banner file weighs, 3 or 35 banners', () => {
    const perShopper = (themes: BannerTheme[]) =>
      Math.max(...themes.map((t) => shared() + gz(bannerCss(t))))
    const three = perShopper([...bannerThemes])
    const thirtyFive = perShopper(themes35)
    expect(thirtyFive - three).toBeLessThan(200)
  })
})
