// Issue "Banners at scale" item 2: `npm run new-banner` (scripts/new-banner-lib.ts), run on
// a scratch copy of the banner files.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bannerRecordIssues, toBannerRecord } from '../../packages/api/src/banners/index.ts'
import type { BannerSource } from '../../packages/banners/src/index.js'
import { contrastIssues } from '../../packages/ui/src/theme/banner-contrast.ts'
import {
  defineBannerTheme,
  type SemanticOverrides,
} from '../../packages/ui/src/theme/banner-theme.ts'
import { type BannerFolders, newBannerIssues, writeBanner } from '../../scripts/new-banner-lib.ts'

const root = resolve(import.meta.dirname, '../..')
let folders: BannerFolders
let scratch: string
const orchard = {
  id: 'orchard',
  name: 'Orchard Fresh',
  domain: 'orchard.example',
  color: '#7fd1ff',
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'aisle-new-banner-'))
  folders = { banners: join(scratch, 'banners'), publicDir: join(scratch, 'public') }
  cpSync(join(root, 'packages/banners/src'), folders.banners, { recursive: true })
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

describe('new-banner', () => {
  it('writes a valid banner file, lists it last and writes its logo', async () => {
    writeBanner(orchard, folders)
    const { bannerSources } = (await import(
      `${pathToFileURL(join(folders.banners, 'index.js')).href}?t=${Date.now()}`
    )) as { bannerSources: readonly BannerSource[] }
    const source = bannerSources.at(-1)
    if (!source) throw new Error('no banner')
    expect(source.id).toBe('orchard')
    expect(bannerSources.map((s) => s.id).slice(0, 3)).toEqual([
      'greenleaf',
      'hilltop',
      'copperline',
    ])
    expect(bannerRecordIssues(toBannerRecord(source))).toEqual([])
    const theme = defineBannerTheme({
      id: source.id,
      name: source.title,
      overrides: source.theme as SemanticOverrides,
    })
    // A light brand colour: the derived palette is darkened until it meets AA.
    expect(contrastIssues(theme)).toEqual([])
    const logo = readFileSync(join(folders.publicDir, 'banners/orchard/logo.svg'), 'utf8')
    expect(logo).toContain('aria-label="Orchard Fresh"')
    expect(toBannerRecord(source).logo.asset).toBe('/banners/orchard/logo.svg')
  })

  it('refuses an existing banner, a bad id, host name or colour, naming what is wrong', () => {
    expect(newBannerIssues({ ...orchard, id: 'hilltop' }, folders)).toEqual([
      'Banner "hilltop" exists already (hilltop.js)',
    ])
    expect(newBannerIssues({ ...orchard, id: 'Orchard Fresh' }, folders)[0]).toMatch(/^--id/)
    expect(newBannerIssues({ ...orchard, color: 'green' }, folders)).toEqual([
      '--color "green" must be #rrggbb',
    ])
    expect(newBannerIssues({ ...orchard, domain: 'www.orchard.example' }, folders)).toEqual([
      'Banner "orchard": field "domain" is invalid: must be a bare lower-case host name, such as orchard.example',
    ])
    expect(() => writeBanner({ ...orchard, color: 'green' }, folders)).toThrow(/--color/)
    expect(existsSync(join(folders.banners, 'orchard.js'))).toBe(false)
  })
})
