import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { banners } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { pageModuleOf } from './route-preloads'
import {
  BANNER_IDS,
  landingOf,
  modulesOf,
  PUBLIC_PATHS,
  pageOf,
  ROUTED_PATHS,
  renderShell,
  shellHeadingOf,
} from './server'

describe('pageOf: the page a path of the build shows', () => {
  it('names the public pages by the route table', () => {
    expect(pageOf('/')).toBe('home')
    expect(pageOf('/signin')).toBe('signIn')
    expect(pageOf('/topic/digital-faqs')).toBe('digitalFaqs')
    expect(pageOf('/i/privacy-policy')).toBe('help')
    expect(pageOf('/no/such/page')).toBe('notFound')
    // The checkout steps sit outside the site's routes (routes.tsx).
    expect(pageOf('/scheduling')).toBe('scheduling')
    expect(pageOf('/checkout')).toBe('payment')
  })

  it('gives every public path a page module that exists, so its chunk can be named', () => {
    for (const path of PUBLIC_PATHS) {
      const module = pageModuleOf(pageOf(path))
      expect(existsSync(join(import.meta.dirname, '..', module)), module).toBe(true)
    }
  })

  it('lists the client routes without a parameter, each with a page module that exists', () => {
    expect(ROUTED_PATHS).toEqual(
      expect.arrayContaining(['/scheduling', '/checkout/payment-error', '/account/addresses']),
    )
    for (const path of ROUTED_PATHS) {
      expect(path).not.toMatch(/[:*]/)
      expect(PUBLIC_PATHS).not.toContain(path)
      for (const module of modulesOf(path)) {
        expect(existsSync(join(import.meta.dirname, '..', module)), module).toBe(true)
      }
    }
  })

  it("names the account wrapper before an account page, the first screen's lazy parts after", () => {
    expect(modulesOf('/account/addresses')).toEqual([
      'src/features/account/account-route.tsx',
      'src/pages/address-book-page.tsx',
    ])
    expect(modulesOf('/account/address/7')).toEqual([
      'src/features/account/account-route.tsx',
      'src/pages/edit-address-page.tsx',
    ])
    expect(modulesOf('/')).toEqual(['src/pages/home-page.tsx'])
    // Lazy inside the page, drawn at first render: named in the HTML (vite.config.ts).
    expect(modulesOf('/scheduling')).toEqual([
      'src/pages/scheduling-page.tsx',
      'src/features/scheduling/delivery-filters.tsx',
    ])
    expect(modulesOf('/checkout')).toEqual([
      'src/pages/payment-page.tsx',
      'src/features/checkout/payment/payment-section-body.tsx',
    ])
  })

  // checkout.md §2 Routes: /mywallet redirects to /account/dashboard?link=mywallet. Without a
  // file of its own it got index.html, and the script appended the dashboard's chunks itself.
  it('writes a redirect the page it lands on: its layout and its chunks', () => {
    expect(ROUTED_PATHS).toContain('/mywallet')
    expect(landingOf('/mywallet')).toBe('/account/dashboard')
    expect(landingOf('/scheduling')).toBe('/scheduling')
    expect(pageOf('/mywallet')).toBe('dashboard')
    expect(modulesOf('/mywallet')).toEqual(modulesOf('/account/dashboard'))
    expect(shellHeadingOf('/mywallet')).toBe(shellHeadingOf('/account/dashboard'))
  })
})

// The signed-in pages' shells (docs/performance.md "Rendering on a server"): rendered in plain
// Node (the unit project has no `window`), for every banner and every routed path.
describe('renderShell: the layout a signed-in page sends before its scripts run', () => {
  const template = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8')

  it('runs without a browser', () => {
    expect(typeof globalThis.window).toBe('undefined')
    expect(typeof globalThis.document).toBe('undefined')
  })

  describe.each(BANNER_IDS)('%s', (id) => {
    const banner = banners.find((b) => b.id === id)
    if (!banner) throw new Error(id)
    it.each(ROUTED_PATHS)(
      '%s: header, logo, landmarks and theme, marked as a shell',
      async (path) => {
        const html = await renderShell(template, id, path)
        expect(html).toContain(`<html lang="en" data-banner="${id}">`)
        expect(html).toContain(`href="/banners/${id}/theme.css" data-banner-theme="${id}"`)
        expect(html).toContain('<div id="root" data-shell="">')
        const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'))
        expect(root).toMatch(/<header[\s>]/)
        expect(root).toMatch(/<main[\s>]/)
        expect(root).toMatch(/<footer[\s>]/)
        expect(root).toContain(`src="${banner.logo.asset}"`)
        expect(root).toContain(`alt="${banner.title}"`)
        // No inline script (the CSP allows only 'self' scripts), nothing but the entry's.
        expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
        const heading = shellHeadingOf(path)
        const h1s = [...root.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])
        expect(h1s).toEqual(heading ? [heading] : [])
      },
    )
  })

  it('holds the signed-in header places on a page that needs sign-in, the Sign In link elsewhere', async () => {
    const signedIn = await renderShell(template, 'greenleaf', '/account/addresses')
    expect(signedIn).toContain('>Sign Out</button>')
    expect(signedIn).not.toContain('>Sign In</a>')
    // The account menu's and the cart's places, sized by classes: the CSP refuses a style
    // attribute in the HTML (layouts/header-places.css).
    expect(signedIn).toContain('<span class="header-place-menu"></span>')
    expect(signedIn).toContain('<span class="header-place-cart"></span>')
    const open = await renderShell(template, 'greenleaf', '/got-everything')
    expect(open).toContain('>Sign In</a>')
    expect(open).not.toContain('>Sign Out</button>')
  })

  it('gives the checkout steps the checkout layout, the back link to the cart', async () => {
    for (const path of ['/scheduling', '/checkout']) {
      const html = await renderShell(template, 'hilltop', path)
      expect(html, path).toMatch(
        /<a [^>]*href="\/cart"[^>]*>(?:(?!<\/a>).)*Back to Cart<\/(a|span)>/,
      )
      // checkout.md §2: no selector, account menu or sign-out in the checkout's header.
      expect(html, path).not.toContain('Sign Out')
      expect(html, path).not.toContain('aria-haspopup="dialog"')
    }
    // The payment step's link holds the width of the 'Back to Scheduling' it may become,
    // hidden from assistive technology, so the logo does not move (layouts/back-link-label).
    const payment = await renderShell(template, 'hilltop', '/checkout')
    expect(payment).toMatch(/<span aria-hidden="true">Back to Scheduling<\/span>/)
  })

  it("gives a redirect its target's shell", async () => {
    expect(await renderShell(template, 'greenleaf', '/mywallet')).toBe(
      await renderShell(template, 'greenleaf', '/account/dashboard'),
    )
  })

  it('titles the document as the page does, and is the same for every shopper', async () => {
    const scheduling = await renderShell(template, 'hilltop', '/scheduling')
    expect(scheduling).toContain('<title>Checkout Schedule - Hilltop Market</title>')
    const addresses = await renderShell(template, 'hilltop', '/account/addresses')
    expect(addresses).toContain('<title>Hilltop Market</title>')
    // Rendered without a session: nothing in it depends on who asks.
    expect(await renderShell(template, 'hilltop', '/account/addresses')).toBe(addresses)
  })

  it('refuses a banner it does not know', async () => {
    await expect(renderShell(template, 'nowhere', '/scheduling')).rejects.toThrow(/no banner/)
  })
})
