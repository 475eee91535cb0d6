import { describe, expect, it } from 'vitest'
import { bannerFontFiles, fontPreloadLinks } from './font-preloads'

const assets = [
  'assets/inter-latin-400-normal-C38fXH4l.woff2',
  'assets/inter-latin-600-normal-LgqL8muc.woff2',
  'assets/inter-latin-700-normal-Yt3aPRUw.woff2',
  'assets/nunito-latin-400-normal-r8SDr6Up.woff2',
  'assets/nunito-latin-700-normal-Dort48En.woff2',
  'assets/merriweather-latin-400-normal-G4kZaoXi.woff2',
  'assets/merriweather-latin-700-normal-DoUP8Ce-.woff2',
  'assets/logo-abc.svg',
]
// The base theme names the faces; a banner's theme, read after it, overrides some.
const base = ':root{--fonts-body: var(--fonts-inter);--fonts-heading: var(--fonts-inter)}'

describe('bannerFontFiles: the faces a banner draws its first screen with', () => {
  it('takes the base faces: body 400 and 600, heading 700', () => {
    expect(bannerFontFiles(base, assets)).toEqual([
      'assets/inter-latin-400-normal-C38fXH4l.woff2',
      'assets/inter-latin-600-normal-LgqL8muc.woff2',
      'assets/inter-latin-700-normal-Yt3aPRUw.woff2',
    ])
  })

  it("takes the banner's heading face over the base's", () => {
    const theme = '[data-banner=copperline]{--fonts-heading: var(--fonts-merriweather)}'
    expect(bannerFontFiles(base + theme, assets)).toEqual([
      'assets/inter-latin-400-normal-C38fXH4l.woff2',
      'assets/inter-latin-600-normal-LgqL8muc.woff2',
      'assets/merriweather-latin-700-normal-DoUP8Ce-.woff2',
    ])
  })

  it('draws 600 at 700 in a face without 600, each file once', () => {
    const theme = '{--fonts-body: var(--fonts-nunito);--fonts-heading: var(--fonts-nunito)}'
    expect(bannerFontFiles(base + theme, assets)).toEqual([
      'assets/nunito-latin-400-normal-r8SDr6Up.woff2',
      'assets/nunito-latin-700-normal-Dort48En.woff2',
    ])
  })

  it('names nothing for a face the build has no file of, or CSS that names no face', () => {
    expect(bannerFontFiles('{--fonts-body: var(--fonts-serif)}', assets)).toEqual([])
    expect(bannerFontFiles('', assets)).toEqual([])
    expect(bannerFontFiles(base, [])).toEqual([])
  })
})

describe('fontPreloadLinks', () => {
  it('writes a CORS preload per file under the base', () => {
    expect(fontPreloadLinks(['assets/a.woff2'], '/shop/')).toBe(
      '    <link rel="preload" as="font" type="font/woff2" crossorigin href="/shop/assets/a.woff2">\n',
    )
    expect(fontPreloadLinks([])).toBe('')
  })
})
