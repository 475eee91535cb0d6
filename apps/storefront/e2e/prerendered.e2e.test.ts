// docs/performance.md "Rendering on a server": the public pages come from the server as HTML
// for the banner the request names, show without any script, and the browser hydrates them
// (the same elements, no mismatch) instead of rendering them again.
import { describe, expect, it } from 'vitest'
import { storefrontForFile } from './storefront-harness.ts'

const harness = storefrontForFile()

const pages = [
  ['/', 'Hilltop Market'],
  ['/signin', 'Sign In'],
  ['/i/privacy-policy', 'Privacy Policy'],
] as const

describe('public pages sent as HTML', () => {
  it.each(pages)('%s comes with its heading, theme and title in the HTML', async (path, h1) => {
    const { servers } = harness()
    const response = await fetch(`${servers.storefrontOrigin}${path}?banner=hilltop`, {
      headers: { Accept: 'text/html' },
    })
    const html = await response.text()
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(html).toContain('<html lang="en" data-banner="hilltop">')
    expect(html).toContain('href="/banners/hilltop/theme.css"')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`))
    // No inline script: the CSP allows only 'self' scripts.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })

  it('names the page chunk and what it imports in the head, each one a script the server has', async () => {
    const { servers } = harness()
    const origin = servers.storefrontOrigin
    const hrefsOf = async (path: string) => {
      const response = await fetch(`${origin}${path}?banner=hilltop`, {
        headers: { Accept: 'text/html' },
      })
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1] ?? '',
      )
    }
    const home = await hrefsOf('/')
    const signIn = await hrefsOf('/signin')
    // The route's own chunk, beside the entry's: fetched with it, not after the router asks.
    expect(home.some((href) => /^\/assets\/home-page-[\w-]+\.js$/.test(href))).toBe(true)
    expect(signIn.some((href) => /^\/assets\/sign-in-page-[\w-]+\.js$/.test(href))).toBe(true)
    expect(signIn.some((href) => href.includes('home-page'))).toBe(false)
    // A signed-in route: index.html alone, but with its page chunk named as well.
    const scheduling = await hrefsOf('/scheduling')
    expect(scheduling.some((href) => /^\/assets\/scheduling-page-[\w-]+\.js$/.test(href))).toBe(
      true,
    )
    for (const href of new Set([...home, ...signIn, ...scheduling])) {
      const response = await fetch(`${origin}${href}`)
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toMatch(/javascript/)
    }
  })

  it('without a named banner the page is the plain index.html', async () => {
    const { servers } = harness()
    const response = await fetch(`${servers.storefrontOrigin}/signin`, {
      headers: { Accept: 'text/html' },
    })
    expect(await response.text()).toContain('<div id="root"></div>')
  })

  it('shows its heading with scripts off', async () => {
    const { browser, servers } = harness()
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${servers.storefrontOrigin}/signin?banner=greenleaf`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign In')
    } finally {
      await context.close()
    }
  })

  it('is hydrated: the same heading element, no error, the form works', async () => {
    const { browser, servers } = harness()
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      // The server's heading, kept before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const w = window as unknown as { __serverHeading?: Element | null }
          w.__serverHeading ??= document.querySelector('h1')
        })
      })
      await page.goto(`${servers.storefrontOrigin}/signin?banner=hilltop`)
      const email = page.getByLabel('Email')
      // Hydrated once React owns the heading (its fiber key on the element).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const h1 = document.querySelector('h1')
            return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'))
          }),
        )
        .toBe(true)
      const same = await page.evaluate(
        () =>
          (window as unknown as { __serverHeading?: Element | null }).__serverHeading ===
          document.querySelector('h1'),
      )
      expect(same).toBe(true)
      await email.fill('someone@example.com')
      await expect.poll(() => email.inputValue()).toBe('someone@example.com')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
