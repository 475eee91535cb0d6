// Issue "Banners at scale" item 1: a banner is one file (packages/banners/src/<id>.ts),
// validated here with both halves' schemas: the registry entry with @aisle/api's
// `bannerRecordSchema`, the theme against @aisle/ui's semantic tokens. Every message
// names the banner and the field.
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bannerRecordIssues, toBannerRecord } from '../../packages/api/src/banners/index.ts'
import { type BannerSource, bannerSources } from '../../packages/banners/src/index.js'
import {
  defineBannerTheme,
  type SemanticOverrides,
} from '../../packages/ui/src/theme/banner-theme.ts'

const root = resolve(import.meta.dirname, '../..')
const folder = join(root, 'packages/banners/src')

/** Every problem of a banner file: its registry entry, then its theme. */
function bannerIssues(source: BannerSource): string[] {
  const issues = bannerRecordIssues(toBannerRecord(source))
  try {
    defineBannerTheme({
      id: source.id,
      name: source.title,
      overrides: source.theme as SemanticOverrides,
    })
  } catch (error) {
    issues.push((error as Error).message)
  }
  return issues
}

const [main] = bannerSources
if (!main) throw new Error('@aisle/banners lists no banner')
// biome-ignore lint/suspicious/noExplicitAny: the tests break any field of a banner file on purpose
type Draft = BannerSource & { registry: Record<string, any> }
/** A deep copy of the main banner file, changed by `edit`. */
function edited(edit: (copy: Draft) => void) {
  const copy = structuredClone(main) as Draft
  edit(copy)
  return copy
}

describe('every banner file', () => {
  it.each(bannerSources.map((s) => [s.id, s] as const))('%s is valid', (_, source) => {
    expect(bannerIssues(source)).toEqual([])
  })

  it('is listed in the banners index, once, under its own file name', () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.js') && f !== 'index.js')
      .map((f) => f.replace(/\.js$/, ''))
      .sort()
    expect(bannerSources.map((s) => s.id).sort()).toEqual(files)
  })

  it('has a unique id and domain', () => {
    const records = bannerSources.map(toBannerRecord)
    expect(new Set(records.map((b) => b.id)).size).toBe(records.length)
    expect(new Set(records.map((b) => b.domain)).size).toBe(records.length)
  })

  it('has its logo in the storefront', () => {
    for (const banner of bannerSources.map(toBannerRecord)) {
      expect(existsSync(join(root, 'apps/storefront/public', banner.logo.asset))).toBe(true)
    }
  })
})

describe('a broken banner file fails with the banner and the field named', () => {
  it('a missing field', () => {
    const source = edited((b) => {
      delete b.registry.storeLocatorBrand
    })
    expect(bannerIssues(source)).toEqual([
      `Banner "${main.id}": field "storeLocatorBrand" is missing`,
    ])
  })

  it('a missing nested field', () => {
    const source = edited((b) => {
      delete b.registry.footer.screenReaderLine.phone
    })
    expect(bannerIssues(source)).toEqual([
      `Banner "${main.id}": field "footer.screenReaderLine.phone" is missing`,
    ])
  })

  it('an unknown token', () => {
    const source = edited((b) => {
      b.theme = { colors: { accent: { glow: '#ff0000' } } }
    })
    expect(bannerIssues(source)).toEqual([
      `Banner "${main.id}": unknown token "colors.accent.glow"`,
    ])
  })

  it('a malformed phone number', () => {
    const source = edited((b) => {
      b.registry.customerService.default = { e164: '1-800-555-0100', display: '1-800-555-0100' }
    })
    expect(bannerIssues(source)).toContain(
      `Banner "${main.id}": field "customerService.default.e164" is invalid: must be E.164, such as +18005550100`,
    )
  })

  it('a display form that shows other digits than the number', () => {
    const source = edited((b) => {
      b.registry.footer.screenReaderLine.phone = { e164: '+18005550105', display: '1-800-555-0199' }
    })
    expect(bannerIssues(source)).toEqual([
      `Banner "${main.id}": field "footer.screenReaderLine.phone" is invalid: The display form must show the digits of the E.164 number`,
    ])
  })
})
