import { describe, expect, it } from 'vitest'
import {
  type Manifest,
  pageModuleOf,
  preloadLinks,
  routePreloads,
  withPreloads,
} from './route-preloads'

// A build's manifest in small: the entry imports the vendor chunk; the home page imports the
// service chunk (which imports the vendor chunk too) and a kit part.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-b.js'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_service-c.js': { file: 'assets/service-c.js', imports: ['_vendor-b.js'] },
  '_stack-d.js': { file: 'assets/stack-d.js', imports: ['_service-c.js'] },
  'src/pages/home-page.tsx': {
    file: 'assets/home-page-e.js',
    imports: ['_service-c.js', '_stack-d.js', '_vendor-b.js'],
  },
  'src/pages/sign-in-page.tsx': { file: 'assets/sign-in-page-f.js', imports: ['_vendor-b.js'] },
}

describe('pageModuleOf', () => {
  it('names the page module of a page of the route table', () => {
    expect(pageModuleOf('home')).toBe('src/pages/home-page.tsx')
    expect(pageModuleOf('signIn')).toBe('src/pages/sign-in-page.tsx')
    expect(pageModuleOf('digitalFaqs')).toBe('src/pages/digital-faqs-page.tsx')
  })

  it('refuses what is not a page name', () => {
    for (const bad of ['', 'Home', '../home', 'sign-in', 'home1']) {
      expect(() => pageModuleOf(bad)).toThrow(/not a page name/)
    }
  })
})

describe('routePreloads', () => {
  it('lists the page chunk first, then its static imports that index.html does not load', () => {
    expect(routePreloads(manifest, ['src/pages/home-page.tsx'])).toEqual([
      'assets/home-page-e.js',
      'assets/service-c.js',
      'assets/stack-d.js',
    ])
  })

  it('lists a wrapper and its page first, then what they import, each file once', () => {
    expect(
      routePreloads(manifest, ['src/pages/sign-in-page.tsx', 'src/pages/home-page.tsx']),
    ).toEqual([
      'assets/sign-in-page-f.js',
      'assets/home-page-e.js',
      'assets/service-c.js',
      'assets/stack-d.js',
    ])
  })

  it('lists only the page chunk when the entry loads everything else', () => {
    expect(routePreloads(manifest, ['src/pages/sign-in-page.tsx'])).toEqual([
      'assets/sign-in-page-f.js',
    ])
  })

  it('fails for a page the manifest does not know, and for a manifest without an entry', () => {
    expect(() => routePreloads(manifest, ['src/pages/help-page.tsx'])).toThrow(/no src\/pages/)
    const { 'index.html': _, ...withoutEntry } = manifest
    expect(() => routePreloads(withoutEntry, ['src/pages/home-page.tsx'])).toThrow(/no entry/)
  })
})

describe('withPreloads', () => {
  const page = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>'

  it('puts one modulepreload link per file at the end of the head', () => {
    const html = withPreloads(page, preloadLinks(['assets/a.js', 'assets/b.js']))
    expect(html).toBe(
      '<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
        '  </head>\n  <body></body>\n</html>',
    )
  })

  it('takes the base the build serves from, and leaves a page without hints as it was', () => {
    expect(preloadLinks(['assets/a.js'], '/shop/')).toContain('href="/shop/assets/a.js"')
    expect(withPreloads(page, preloadLinks([]))).toBe(page)
  })

  it('fails on a page without a head', () => {
    expect(() => withPreloads('<div></div>', preloadLinks(['assets/a.js']))).toThrow(/no <\/head>/)
  })
})
