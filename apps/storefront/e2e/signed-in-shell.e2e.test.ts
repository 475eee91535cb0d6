// docs/performance.md "Rendering on a server": a signed-in page comes from the server with its
// layout's shell for the banner the request names (header with the banner's logo, footer, the
// heading if static), so it paints before any script has run. The browser's first render then
// replaces the shell as one commit: nothing moves, and the page's heading does not go away.
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { holdRequests, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

const harness = storefrontForFile()

const html = async (path: string) => {
  const { servers } = harness()
  const response = await fetch(`${servers.storefrontOrigin}${path}`, {
    headers: { Accept: 'text/html' },
  })
  return { response, text: await response.text() }
}

describe('the shell the sandbox sends for a signed-in page', () => {
  it.each([
    ['/account/addresses?banner=hilltop', 'hilltop'],
    ['/scheduling?banner=copperline&fulfillmentType=Delivery', 'copperline'],
    ['/checkout?banner=greenleaf&orderId=1', 'greenleaf'],
  ])('%s: the banner, its theme, header, main and footer, revalidated', async (path, banner) => {
    const { response, text } = await html(path)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(text).toContain(`<html lang="en" data-banner="${banner}">`)
    expect(text).toContain(`href="/banners/${banner}/theme.css"`)
    expect(text).toContain('<div id="root" data-shell="">')
    expect(text).toMatch(/<header[\s>]/)
    expect(text).toMatch(/<main[\s>]/)
    expect(text).toMatch(/<footer[\s>]/)
    expect(text).toContain(`src="/banners/${banner}/logo.svg"`)
    // Its page chunk is named in the head, as in the hints-only file.
    expect(text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+-page-/)
  })

  // checkout.md §2 Routes: /mywallet sends the shopper on to the dashboard with the wallet.
  // The server sends the dashboard's shell and chunks, so the script need not add them.
  it('/mywallet: the dashboard it lands on, with its chunks', async () => {
    const wallet = await html('/mywallet?banner=hilltop')
    const dashboard = await html('/account/dashboard?banner=hilltop')
    expect(wallet.text).toContain('<div id="root" data-shell="">')
    expect(wallet.text).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/dashboard-page-/,
    )
    expect(wallet.text).toBe(dashboard.text)
  })

  it('is the hints-only index.html for a request that names no banner', async () => {
    const { text } = await html('/account/addresses')
    expect(text).toContain('<div id="root"></div>')
  })

  it('shows the header, its logo, the landmarks and the heading with scripts off', async () => {
    const { browser, servers } = harness()
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${servers.storefrontOrigin}/scheduling?banner=greenleaf`)
      const header = page.getByRole('banner')
      await expect.poll(() => header.getByRole('img').getAttribute('alt')).toBe('Greenleaf Grocers')
      expect(await header.getByRole('link', { name: 'Back to Cart' }).count()).toBe(1)
      expect(await page.getByRole('main').count()).toBe(1)
      expect(await page.getByRole('contentinfo').count()).toBe(1)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Schedule your order',
      )
      // The banner's colours: its theme is linked, not waited for by a script.
      const theme = await page.evaluate(
        () => document.querySelector('link[data-banner-theme]')?.getAttribute('href') ?? '',
      )
      expect(theme).toBe('/banners/greenleaf/theme.css')
    } finally {
      await context.close()
    }
  })
})

// Runs before the page's scripts: every layout shift, and each time #root changes whether
// main holds a heading (so an empty main between the shell and the page would show).
const RECORD = `
window.__shifts = []
window.__headings = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue
    const r = (b) => b.x + ',' + b.y + ' ' + b.width + 'x' + b.height
    const moved = (entry.sources || []).map((s) => {
      const n = s.node
      const name = !n ? '(gone)' : n.nodeName + (n.className ? '.' + n.className : '')
      return name + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect)
    })
    window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved })
  }
}).observe({ type: 'layout-shift', buffered: true })
// From the shell's heading on (the parser adds the header first).
const note = () => {
  const h1 = document.querySelector('main h1')
  const last = window.__headings[window.__headings.length - 1]
  const now = h1 ? h1.textContent : '(none)'
  if (now !== last && (h1 || last !== undefined)) window.__headings.push(now)
}
new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true })
`

interface Shift {
  value: number
  at: number
  moved: string[]
}

/** The layout shifts' total. */
const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

/** The header, its parts, the heading and the footer: where and how big. */
const geometry = async (page: Page): Promise<string[]> => {
  // As painted: a script measuring earlier would see the page without its stylesheets.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[rel=stylesheet]')].every(
      (link) => (link as HTMLLinkElement).sheet !== null,
    ),
  )
  return page.evaluate(async () => {
    await document.fonts.ready
    const box = (name: string, el: Element | null) => {
      if (!el) return `${name} missing`
      const r = el.getBoundingClientRect()
      return `${name} ${r.x},${r.y} ${r.width}x${r.height}`
    }
    const header = document.querySelector('header')
    const parts = [...(header?.querySelector('div')?.children ?? [])]
    return [
      box('header', header),
      ...parts.map((part, i) => box(`part ${i}`, part)),
      box('img', header?.querySelector('img') ?? null),
      box('h1', document.querySelector('main h1')),
      // Its top and width: it grows below the first screen as the page's content comes.
      box('main', document.querySelector('main')).replace(/x[\d.]+$/, ''),
    ]
  })
}

const recorded = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ shifts: Shift[]; headings: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __shifts: Shift[]; __headings: string[] }
            resolve({ shifts: w.__shifts, headings: w.__headings })
          }),
        ),
      ),
  )

describe.each([
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 900 }],
])('the shell replaced by the first render at %s', (_, viewport) => {
  it('/scheduling: the header and the heading stay where they are, the heading throughout', async () => {
    const { browser, servers } = harness()
    const origin = servers.storefrontOrigin
    const page = await signedInPage(browser, origin, 'greenleaf', '/account/dashboard', {
      viewport,
    })
    await page.addInitScript(RECORD)
    // The entry is held: what shows meanwhile is the server's shell alone. The service's
    // answers are held too: what follows them is the page's own (scheduling.e2e.test.ts).
    const entry = await holdRequests(page, '**/assets/index-*.js')
    const service = await holdRequests(page, '**/api/**')
    await page.goto(`${origin}/scheduling?banner=greenleaf&fulfillmentType=Delivery`, {
      waitUntil: 'commit',
    })
    await entry.arrived
    await page.getByRole('heading', { level: 1, name: 'Schedule your order' }).waitFor()
    const shell = await geometry(page)
    expect(shell.filter((line) => line.endsWith('missing'))).toEqual([])

    entry.release()
    // The page's own first render: the spinner that says its times are loading.
    await service.arrived
    await page.getByRole('status').filter({ hasText: 'Loading times' }).waitFor()
    expect(await geometry(page), 'rendered by the browser').toEqual(shell)
    const { shifts, headings } = await recorded(page)
    expect(headings, 'main never without its heading').toEqual(['Schedule your order'])
    expect(total(shifts), JSON.stringify(shifts)).toBe(0)
    service.release()
    await page.context().close()
  })

  it('/account/addresses: the header keeps its size and places when the page replaces the shell', async () => {
    const { browser, servers } = harness()
    const origin = servers.storefrontOrigin
    const page = await signedInPage(browser, origin, 'hilltop', '/account/dashboard', {
      viewport,
    })
    await page.addInitScript(RECORD)
    const entry = await holdRequests(page, '**/assets/index-*.js')
    const cartChunk = await holdRequests(page, '**/assets/header-cart-link-*.js')
    await page.goto(`${origin}/account/addresses?banner=hilltop`, { waitUntil: 'commit' })
    await entry.arrived
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor()
    const shell = (await geometry(page)).filter((line) => !line.startsWith('h1'))

    entry.release()
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    await cartChunk.arrived
    const rendered = (await geometry(page)).filter((line) => !line.startsWith('h1'))
    expect(rendered, 'the header and main as the shell had them').toEqual(shell)
    cartChunk.release()
    const { shifts } = await recorded(page)
    expect(total(shifts), JSON.stringify(shifts)).toBe(0)
    await page.context().close()
  })
})
