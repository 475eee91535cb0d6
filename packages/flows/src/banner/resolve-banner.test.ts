import type { BannerRecord } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageTitle } from './page-title.js'
import { isBannerHost, resolveBanner } from './resolve-banner.js'

type Banner = Pick<BannerRecord, 'id' | 'domain' | 'title'>
const main: Banner = { id: 'greenleaf', domain: 'greenleaf.example', title: 'Greenleaf Grocers' }
const second: Banner = { id: 'hilltop', domain: 'hilltop.example', title: 'Hilltop Market' }
const third: Banner = { id: 'copperline', domain: 'copperline.example', title: 'Copperline Foods' }
const banners = [main, second, third] as unknown as BannerRecord[]

const at = (hostname: string, search = '') => resolveBanner({ hostname, search }, banners).id

describe('resolveBanner: checkout.md §2 Routes, the banner is chosen from the host name', () => {
  it('picks the banner whose domain is the host name', () => {
    expect(at('hilltop.example')).toBe('hilltop')
    expect(at('copperline.example')).toBe('copperline')
    expect(at('greenleaf.example')).toBe('greenleaf')
  })

  it('picks it on www. and on any other subdomain', () => {
    expect(at('www.hilltop.example')).toBe('hilltop')
    expect(at('shop.eu.copperline.example')).toBe('copperline')
  })

  it('ignores case and a trailing dot in the host name', () => {
    expect(at('WWW.Hilltop.Example.')).toBe('hilltop')
  })

  it('does not match a host that only ends with the same letters', () => {
    expect(at('nothilltop.example')).toBe('greenleaf')
    expect(at('hilltop.example.evil.test')).toBe('greenleaf')
  })

  it('falls back to the first banner, the main one, on unknown hosts such as localhost', () => {
    expect(at('localhost')).toBe('greenleaf')
    expect(at('127.0.0.1')).toBe('greenleaf')
  })
})

describe('resolveBanner: ARCHITECTURE.md "How it runs", a ?banner= switch for local use', () => {
  it('lets ?banner=<id> override the host name', () => {
    expect(at('localhost', '?banner=hilltop')).toBe('hilltop')
    expect(at('hilltop.example', 'banner=copperline')).toBe('copperline')
    expect(at('localhost', '?x=1&banner=copperline')).toBe('copperline')
  })

  it('ignores unknown or empty ids and keeps the host name choice', () => {
    expect(at('hilltop.example', '?banner=nope')).toBe('hilltop')
    expect(at('hilltop.example', '?banner=')).toBe('hilltop')
    expect(at('localhost', '?banner=HILLTOP')).toBe('greenleaf')
  })

  it("keeps the tab's remembered banner on a host that names none, after the id and the host", () => {
    const remembered = (hostname: string, search: string, id: string | null) =>
      resolveBanner({ hostname, search }, banners, id).id
    expect(remembered('localhost', '', 'hilltop')).toBe('hilltop')
    expect(remembered('localhost', '?banner=copperline', 'hilltop')).toBe('copperline')
    expect(remembered('greenleaf.example', '', 'hilltop')).toBe('greenleaf')
    expect(remembered('localhost', '', 'nope')).toBe('greenleaf')
    expect(remembered('localhost', '', null)).toBe('greenleaf')
  })

  it('always answers one of the given banners, whatever the location', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (hostname, search) => {
        expect(banners).toContain(resolveBanner({ hostname, search }, banners))
      }),
    )
  })

  it('refuses an empty banner list rather than inventing a banner', () => {
    expect(() => resolveBanner({ hostname: 'localhost', search: '' }, [])).toThrow(/empty/)
  })
})

describe('isBannerHost', () => {
  it('holds for the domain and every host under it', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 3 }), (labels) => {
        expect(isBannerHost([...labels, 'hilltop.example'].join('.'), 'hilltop.example')).toBe(true)
      }),
    )
  })
})

describe('pageTitle: checkout.md §2 page titles', () => {
  it("reads '{page} - {banner title}'", () => {
    expect(pageTitle('Checkout Confirmed', main)).toBe('Checkout Confirmed - Greenleaf Grocers')
    expect(pageTitle('Checkout Schedule', second)).toBe('Checkout Schedule - Hilltop Market')
  })

  it('is the banner title alone for a page without a title', () => {
    expect(pageTitle(undefined, third)).toBe('Copperline Foods')
  })
})
