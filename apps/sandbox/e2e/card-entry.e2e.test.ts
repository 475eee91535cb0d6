// The hosted card-entry frame in real Chromium, on real loopback servers: a parent page
// on its own origin embeds the sandbox's frame (second origin) and listens with
// @aisle/api's listenForCardEntry; a third origin tries to forge a result.
// wallet-flyout.md §1: "The product itself never handles raw card numbers".

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { cardEntryUrl } from '@aisle/api'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxServers, startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'

const repoRoot = resolve(import.meta.dirname, '..', '..', '..')
const PAN = '4242424242424242'
const TYPED_PAN = '4242 4242 4242 4242'
const EBT_PAN = '5077000000000007'
const PIN = '8361'
const GIFT_PAN = '6006491234567891234'

/** The parent page's script: @aisle/api's listener, bundled from source. */
const parentScript = `
import { listenForCardEntry, requestCardEntry } from './packages/api/src/card-entry/index.ts'
const frameOrigin = document.body.dataset.frameOrigin
const w = window
w.received = []
w.results = []
w.ready = false
// The host's one Submit asks the frame for a registration (wallet-flyout.md §4).
let requests = 0
document.getElementById('submit').addEventListener('click', () => {
  requests += 1
  requestCardEntry(document.getElementById('card-frame').contentWindow, frameOrigin, 'r' + requests)
})
// Every message the page gets, whoever sent it: the listener must pick ours only.
window.addEventListener('message', (event) => w.received.push({ origin: event.origin, data: event.data }))
listenForCardEntry({
  frameOrigin,
  window,
  onReady() {
    w.ready = true
  },
  onResult(result) {
    w.results.push(result)
    // What a storefront does with a result: show it and keep it for the add-card call.
    const output = document.getElementById('result')
    output.textContent = !result.ok
      ? result.message
      : result.firstSix
        ? 'Card ' + result.firstSix + '…' + result.lastFour
        : 'Registered ' + result.registrationId
    sessionStorage.setItem('cardEntry', JSON.stringify(result))
    localStorage.setItem('lastCardEntry', JSON.stringify(result))
  },
})
`

const forgerScript = `parent.postMessage({ type: 'aisle:card-entry', responseCode: '870', registrationId: 'forged', firstSix: '411111', lastFour: '1111', expiry: '12/30' }, '*')`

let dir: string
let dbPath: string
let store: Store
let servers: SandboxServers
let parent: Server
let forger: Server
let parentOrigin: string
let forgerOrigin: string
let browser: Browser
let bundle: string
const problems: string[] = []

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler)
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}
const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const close = (server: Server | undefined) =>
  new Promise<void>((done) => {
    if (!server) return done()
    server.closeAllConnections()
    server.close(() => done())
  })

type EntryType = 'card' | 'ebt' | 'gift' | 'pin'

function parentPage(type: EntryType): string {
  const src = cardEntryUrl({ frameOrigin: servers.cardFrameOrigin, parentOrigin, type })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parent</title>
<script type="module" src="/parent.js"></script></head>
<body data-frame-origin="${servers.cardFrameOrigin}"><main><h1>Checkout</h1>
<iframe id="card-frame" title="Secure card entry" src="${src}" width="400" height="400"></iframe>
<button id="submit" type="button">Submit</button>
<output id="result"></output></main></body></html>`
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aisle-card-entry-'))
  dbPath = join(dir, 'sandbox.db')
  const built = await build({
    stdin: { contents: parentScript, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  bundle = built.outputFiles[0]?.text ?? ''

  parent = await listen((request, response) => {
    const url = new URL(request.url ?? '/', parentOrigin)
    if (url.pathname === '/parent.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return response.end(bundle)
    }
    if (url.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'self'; frame-src ${servers.cardFrameOrigin} ${forgerOrigin}`,
      })
      const type = url.searchParams.get('type')
      return response.end(
        parentPage(type === 'ebt' || type === 'gift' || type === 'pin' ? type : 'card'),
      )
    }
    // favicon.ico and anything else: nothing, without a 404 in the console.
    response.writeHead(204).end()
  })
  forger = await listen((request, response) => {
    if (request.url === '/forge.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return response.end(forgerScript)
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Forger</title><script src="/forge.js"></script>')
  })
  parentOrigin = originOf(parent)
  forgerOrigin = originOf(forger)

  store = openSqliteStore({ path: dbPath })
  servers = await startSandboxServers({
    store,
    storefrontDist: join(dir, 'no-dist'),
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
    cardFrameParentOrigins: [parentOrigin],
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  })
})

afterAll(async () => {
  await browser?.close()
  await servers?.close()
  store?.close()
  await close(parent)
  await close(forger)
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function open(type: EntryType = 'card'): Promise<Page> {
  const page = await browser.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto(`${parentOrigin}/?type=${type}`)
  // The frame counts as loaded only once its page says it is ready (§4).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
  return page
}

/** Everything the parent page holds as text: its HTML, its messages, storage, cookies. */
function parentHoldings(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = window as unknown as { received: unknown[]; results: unknown[] }
    return [
      document.documentElement.outerHTML,
      JSON.stringify(w.received),
      JSON.stringify(w.results),
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify({ ...localStorage }),
      document.cookie,
    ].join('\n')
  })
}

describe('the card-entry frame, cross-origin (wallet-flyout.md §1, §4 "Add-card submission")', () => {
  it('leaves the parent only the registration, first six and last four, never the card number', async () => {
    const page = await open()
    const frame = page.frameLocator('#card-frame')
    await frame.getByLabel('Card Number').fill(TYPED_PAN)
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill('123')
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect.poll(() => page.locator('#result').textContent()).toBe('Card 424242…4242')
    const results = await page.evaluate(() => (window as unknown as { results: unknown[] }).results)
    expect(results).toEqual([
      {
        ok: true,
        registrationId: expect.stringMatching(/^sandbox-lvt-\d+-[0-9a-f]{16}-4242$/),
        firstSix: '424242',
        lastFour: '4242',
        expiry: '12/39',
        responseCode: '870',
        requestId: 'r1',
      },
    ])
    const held = await parentHoldings(page)
    expect(held).toContain('424242')
    expect(held).not.toContain(PAN)
    expect(held).not.toContain(TYPED_PAN)
    expect(held).not.toContain('"cvv"')
    // The frame emptied its own fields too.
    expect(await frame.getByLabel('Card Number').inputValue()).toBe('')
    await page.close()
  })

  it('tabs through card number, expiration month, expiration year, CVV (wallet-flyout.md §9)', async () => {
    const page = await open()
    const frame = page.frameLocator('#card-frame')
    await frame.getByLabel('Card Number').focus()
    const focused = () =>
      frame.locator('body').evaluate(() => document.activeElement?.getAttribute('name'))
    const order = [await focused()]
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab')
      order.push(await focused())
    }
    expect(order).toEqual(['cardNumber', 'expMonth', 'expYear', 'cvv'])
    await page.close()
  })

  it('shows a refused number in the frame and posts only its code (871: Luhn)', async () => {
    const page = await open()
    const frame = page.frameLocator('#card-frame')
    await frame.getByLabel('Card Number').fill('4242 4242 4242 4241')
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill('123')
    await page.getByRole('button', { name: 'Submit' }).click()

    const message = 'Please enter a valid credit or debit card.'
    await expect.poll(() => page.locator('#result').textContent()).toBe(message)
    await expect.poll(() => frame.locator('#card-number-error').textContent()).toBe(message)
    expect(await frame.getByLabel('Card Number').getAttribute('aria-invalid')).toBe('true')
    expect(await parentHoldings(page)).not.toContain('4242424242424241')
    await page.close()
  })

  it('cannot be read by the parent: the frame is another origin', async () => {
    const page = await open()
    await page.frameLocator('#card-frame').getByLabel('Card Number').waitFor()
    const reach = await page.evaluate(() => {
      const frame = document.getElementById('card-frame') as HTMLIFrameElement
      let documentThrew = false
      try {
        void (frame.contentWindow as Window).document
      } catch {
        documentThrew = true
      }
      return { contentDocument: frame.contentDocument, documentThrew }
    })
    expect(reach).toEqual({ contentDocument: null, documentThrew: true })
    await page.close()
  })

  it('ignores a result posted from any other origin', async () => {
    const page = await open()
    await page.evaluate((src) => {
      const evil = document.createElement('iframe')
      evil.title = 'Forger'
      evil.src = src
      document.body.append(evil)
    }, `${forgerOrigin}/`)
    // The forged message did reach the page (after the real frame's ready signal) ...
    const fromForger = () =>
      page.evaluate(
        (origin) =>
          (window as unknown as { received: Array<{ origin: string }> }).received.filter(
            (m) => m.origin === origin,
          ).length,
        forgerOrigin,
      )
    await expect.poll(fromForger).toBe(1)
    // ... and listenForCardEntry let it pass by.
    expect(
      await page.evaluate(() => (window as unknown as { results: unknown[] }).results),
    ).toEqual([])
    expect(await page.locator('#result').textContent()).toBe('')
    await page.close()
  })

  it('takes a SNAP EBT number (?type=ebt) and gives the parent only its first six and last four', async () => {
    const page = await open('ebt')
    const frame = page.frameLocator('#card-frame')
    await frame.getByLabel('Card Number').fill(EBT_PAN)
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect.poll(() => page.locator('#result').textContent()).toBe('Card 507700…0007')
    const held = await parentHoldings(page)
    expect(held).not.toContain(EBT_PAN)
    await page.close()
  })

  it('takes a gift-card number, shown with its dashes, and PIN (?type=gift); gives neither', async () => {
    const page = await open('gift')
    const frame = page.frameLocator('#card-frame')
    await frame.getByLabel('Card Number').pressSequentially(GIFT_PAN)
    expect(await frame.getByLabel('Card Number').inputValue()).toBe('6006491234-567-891-234')
    await frame.getByLabel('PIN', { exact: true }).fill(PIN)
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect.poll(() => page.locator('#result').textContent()).toBe('Card 600649…1234')
    const held = await parentHoldings(page)
    expect(held).not.toContain(GIFT_PAN)
    expect(held).not.toContain('6006491234-567-891-234')
    expect(held).not.toContain(PIN)
    await page.close()
  })

  it('takes a SNAP EBT PIN (?type=pin) and gives the parent an id with none of its digits', async () => {
    const page = await open('pin')
    const frame = page.frameLocator('#card-frame')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect
      .poll(() => frame.locator('#pin-error').textContent())
      .toBe('PIN is a required field.')
    await frame.getByLabel('PIN', { exact: true }).fill(PIN)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect
      .poll(() => page.locator('#result').textContent())
      .toMatch(/^Registered sandbox-pct-\d+-[0-9a-f]{16}$/)
    expect(await parentHoldings(page)).not.toContain(PIN)
    await page.close()
  })

  it('refuses its form to a parent origin that is not allowed', async () => {
    const page = await browser.newPage()
    const response = await page.goto(
      `${servers.cardFrameOrigin}/card-entry?parentOrigin=${encodeURIComponent(forgerOrigin)}`,
    )
    expect(response?.status()).toBe(400)
    expect(await page.locator('form').count()).toBe(0)
    await page.close()
  })

  it('left no full card number or PIN in the sandbox database', async () => {
    // The registrations exist ...
    const db = new DatabaseSync(dbPath, { readOnly: true })
    try {
      const rows = db.prepare('SELECT collection, id, body FROM documents').all() as Array<{
        collection: string
        id: string
        body: string
      }>
      const registrations = rows.filter((r) => r.collection === 'card-entry-registrations')
      expect(registrations.map((r) => JSON.parse(r.body).lastFour).sort()).toEqual([
        '',
        '0007',
        '1234',
        '4242',
      ])
      // ... and no document holds a number, CVV or PIN, under any name.
      const values: string[] = []
      const walk = (value: unknown, key = ''): void => {
        if (/pan|pin|cvv|cardNumber/i.test(key) && !/^(firstSix|lastFour)$/.test(key)) {
          values.push(`key ${key}`)
        }
        if (typeof value === 'string') values.push(value)
        else if (Array.isArray(value)) for (const v of value) walk(v)
        else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) walk(v, k)
        }
      }
      for (const row of registrations) walk(JSON.parse(row.body))
      expect(values.filter((v) => v.startsWith('key '))).toEqual([])
      expect(values).not.toContain(PIN)
    } finally {
      db.close()
    }
    // The raw file (and its journal), byte for byte, not only the live rows.
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-journal`]) {
      if (!existsSync(file)) continue
      const bytes = readFileSync(file).toString('latin1')
      for (const secret of [PAN, TYPED_PAN, EBT_PAN, GIFT_PAN, '4242424242424241']) {
        expect(bytes, file).not.toContain(secret)
      }
    }
    expect(problems).toEqual([])
  })
})
