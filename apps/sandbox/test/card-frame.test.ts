// The hosted card-entry frame's app, through its fetch handler (no sockets).
import { readFileSync } from 'node:fs'
import { messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { brandOf, checkCardEntry, passesLuhn } from '../src/card-frame/rules.js'
import {
  CARD_ENTRY_REGISTER_PATH,
  createCardFrameApp,
  REGISTRATIONS_COLLECTION,
} from '../src/card-frame.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'

const STOREFRONT = 'http://localhost:4000'
const FRAME = 'http://localhost:4001'
const DEV = 'http://localhost:5173'
/** Monday 2 November 2026: cards expiring 11/26 are still good, 10/26 are not. */
const NOW = new Date('2026-11-02T15:00:00.000Z')

function frame() {
  const store = createMemoryStore()
  const app = createCardFrameApp({
    storefrontOrigin: STOREFRONT,
    parentOrigins: [DEV],
    store,
    now: () => NOW,
    nonce: () => 'f00d',
  })
  const get = (path: string) => app.fetch(new Request(`${FRAME}${path}`))
  const register = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`${FRAME}${CARD_ENTRY_REGISTER_PATH}`, {
        method: 'POST',
        headers: { origin: FRAME, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )
  /** Every stored document, as one text. */
  const dump = () => {
    const texts: string[] = []
    for (const name of [REGISTRATIONS_COLLECTION, 'counters']) {
      for (const doc of store.list(name)) texts.push(JSON.stringify(doc))
    }
    return texts.join('\n')
  }
  return { app, store, get, register, dump }
}

const pageFor = (parentOrigin: string, type?: string) =>
  `/card-entry?parentOrigin=${encodeURIComponent(parentOrigin)}${type ? `&type=${type}` : ''}`

describe('the card-entry page (wallet-flyout.md §2 "Add credit/debit card form", §7)', () => {
  it('is served only for an allowed parent origin', async () => {
    const { get } = frame()
    for (const path of [
      '/card-entry',
      pageFor('http://evil.example'),
      pageFor(`${STOREFRONT}/`),
      pageFor('null'),
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      const html = await response.text()
      expect(html).not.toContain('<form')
      expect(html).toContain('parentOrigin is missing or not allowed')
    }
    expect((await get(pageFor(STOREFRONT))).status).toBe(200)
    expect((await get(pageFor(DEV))).status).toBe(200)
  })

  it('may be framed only by the allowed parents, loads only its own files, never cached', async () => {
    const { get } = frame()
    const response = await get(pageFor(STOREFRONT))
    const policy = response.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${STOREFRONT} ${DEV}`)
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("connect-src 'self'")
    expect(policy).not.toContain('unsafe-inline')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('has labelled card number, expiration month and year, and CVV fields, in that tab order (§9), and no inline script or style', async () => {
    const { get } = frame()
    const html = await (await get(pageFor(STOREFRONT))).text()
    const ids = [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(['card-number', 'exp-month', 'exp-year', 'cvv'])
    // Nothing chosen yet: the lists open on 'MM' and 'YYYY'; the years run 15 from now.
    expect(html).toContain('<option value="" selected>MM</option>')
    expect(html).toContain('<option value="" selected>YYYY</option>')
    expect(html).toContain('<option value="2026">2026</option>')
    expect(html).toContain('<option value="2040">2040</option>')
    expect(html).not.toContain('<option value="2041">')
    expect(html).not.toMatch(/tabindex/)
    for (const id of ids) expect(html).toContain(`<label for="${id}">`)
    expect(html).toContain(`data-parent-origin="${STOREFRONT}"`)
    // Scripts only by src, from the frame origin; no style element; no event attributes.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" src="/card-entry/frame.js">',
    ])
    expect(html).not.toMatch(/<style|\son\w+=/i)
    // The field texts are the catalogue's.
    expect(html).toContain(messages.cardEntryCvvTooShort)
  })

  it.each([
    ['card', ['card-number', 'exp-month', 'exp-year', 'cvv']],
    ['ebt', ['card-number']],
    ['gift', ['card-number', 'pin']],
    ['pin', ['pin']],
    ['edit', ['exp-month', 'exp-year', 'cvv']],
    ['anything-else', ['card-number', 'exp-month', 'exp-year', 'cvv']],
  ])(
    '?type=%s has the fields %j and no button: the host has the one Submit (§4)',
    async (type, fields) => {
      const { get } = frame()
      const html = await (await get(pageFor(STOREFRONT, type))).text()
      const ids = [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((m) => m[1])
      expect(ids).toEqual(fields)
      expect(html).not.toMatch(/<button/)
      if (fields.includes('pin')) {
        expect(html).toMatch(/<input id="pin" name="pin" type="password" [^>]*maxlength="4"/)
      }
    },
  )

  it('edit: month and year lists with the saved expiry selected, its year kept when outside the 15 offered (§9)', async () => {
    const { get } = frame()
    const html = await (await get(`${pageFor(STOREFRONT, 'edit')}&month=01&year=2024`)).text()
    const years = [
      ...(/<select id="exp-year"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '').matchAll(
        /<option value="(\d+)"/g,
      ),
    ].map((m) => m[1])
    expect(years).toEqual(['2024', ...Array.from({ length: 15 }, (_, i) => String(2026 + i))])
    expect(html).toContain('<option value="2024" selected>')
    expect(html).toContain('<option value="01" selected>')
    const plain = await (await get(`${pageFor(STOREFRONT, 'edit')}&year=24&month=13`)).text()
    expect(plain).not.toContain(' selected>')
    expect([...plain.matchAll(/<option value="20\d\d"/g)]).toHaveLength(15)
  })

  it('limits SNAP EBT numbers to 19 characters and gift-card numbers to 22 (§9)', async () => {
    const { get } = frame()
    const snap = await (await get(pageFor(STOREFRONT, 'ebt'))).text()
    expect(snap).toMatch(/<input id="card-number" [^>]*maxlength="19"/)
    const gift = await (await get(pageFor(STOREFRONT, 'gift'))).text()
    expect(gift).toMatch(/<input id="card-number" [^>]*maxlength="22"/)
  })

  it('takes the banner theme as hex colours and a px radius only, from its own sheet', async () => {
    const { get } = frame()
    const html = await (
      await get(`${pageFor(STOREFRONT)}&accent=%230a5c36&radius=8px&text=red`)
    ).text()
    const sheet = /<link rel="stylesheet" href="([^"]*theme\.css[^"]*)">/.exec(html)?.[1]
    expect(sheet).toBeDefined()
    const css = await (await get((sheet ?? '').replaceAll('&amp;', '&'))).text()
    expect(css).toContain('--frame-accent: #0a5c36;')
    expect(css).toContain('--frame-radius: 8px;')
    // 'red' is not a hex colour: the default stays.
    expect(css).toContain('--frame-text: #1a1a1a;')
    const hostile = await (
      await get('/card-entry/theme.css?accent=%23000;}body{background:url(x)&radius=100px')
    ).text()
    expect(hostile).not.toContain('url(')
    expect(hostile).toContain('--frame-radius: 4px;')
  })

  it('serves its script, the shared rules and its styles as files', async () => {
    const { get } = frame()
    const rules = await get('/card-entry/rules.js')
    expect(rules.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await rules.text()).toBe(
      readFileSync(new URL('../src/card-frame/rules.js', import.meta.url), 'utf8'),
    )
    const script = await get('/card-entry/frame.js')
    expect(await script.text()).toContain("from './rules.js'")
    expect((await get('/card-entry/frame.css')).headers.get('Content-Type')).toMatch(/^text\/css/)
  })
})

const card = { type: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvv: '123' }
const ebt = { type: 'ebt', cardNumber: '5077 0000 0000 0007' }
const gift = { type: 'gift', cardNumber: '6006491234-567-891-234', pin: '8361' }
const pin = { type: 'pin', pin: '8361' }
const edit = { type: 'edit', expMonth: '03', expYear: '2031', cvv: '' }

describe('registration: the response codes of wallet-flyout.md §4-§5 (apps/sandbox/README.md)', () => {
  it.each([
    ['a Visa', card, '870'],
    ['a Mastercard', { ...card, cardNumber: '5555555555554444' }, '870'],
    ['an Amex with a 4-digit CVV', { ...card, cardNumber: '378282246310005', cvv: '1234' }, '870'],
    ['a card good through this month', { ...card, expiry: '11/26' }, '870'],
    ['871: failing the Luhn check', { ...card, cardNumber: '4242424242424241' }, '871'],
    ['872: too short', { ...card, cardNumber: '424242424242' }, '872'],
    ['872: empty', { ...card, cardNumber: '' }, '872'],
    ['873: too long', { ...card, cardNumber: '42424242424242424242' }, '873'],
    ['874: not numeric', { ...card, cardNumber: '4242 4242 abcd 4242' }, '874'],
    ['876: no card brand', { ...card, cardNumber: '9999999999999995' }, '876'],
    ['881: CVV not numeric', { ...card, cvv: '12a' }, '881'],
    ['882: CVV too short', { ...card, cvv: '12' }, '882'],
    ['882: an Amex with 3 CVV digits', { ...card, cardNumber: '378282246310005' }, '882'],
    ['883: CVV too long', { ...card, cvv: '1234' }, '883'],
    ['889: expiry not MM/YY', { ...card, expiry: '13/29' }, '889'],
    ['889: expired last month', { ...card, expiry: '10/26' }, '889'],
    ['a SNAP EBT card', ebt, '870'],
    ['a SNAP EBT card of 19 digits', { ...ebt, cardNumber: '5077000000000000003' }, '870'],
    ['872: a SNAP EBT number under 16 digits', { ...ebt, cardNumber: '507700000000007' }, '872'],
    [
      '873: a SNAP EBT number over 19 digits',
      { ...ebt, cardNumber: '50770000000000000006' },
      '873',
    ],
    ['a gift card of 19 digits and a PIN', gift, '870'],
    ['872: a gift card of 18 digits', { ...gift, cardNumber: '600649123456789123' }, '872'],
    ['873: a gift card of 20 digits', { ...gift, cardNumber: '60064912345678912345' }, '873'],
    ['893: a gift-card PIN of 3 digits', { ...gift, pin: '123' }, '893'],
    ['893: a gift-card PIN of 5 digits', { ...gift, pin: '12345' }, '893'],
    ['a SNAP EBT PIN', pin, '870'],
    ['893: a PIN not 4 digits', { ...pin, pin: '12' }, '893'],
    ['893: an empty PIN', { ...pin, pin: '' }, '893'],
    ['an edit with no CVV', edit, '870'],
    ['an edit with a 4-digit CVV', { ...edit, cvv: '1234' }, '870'],
    ['an edit good through this month', { ...edit, expMonth: '11', expYear: '2026' }, '870'],
    ['889: an edit expired last month', { ...edit, expMonth: '10', expYear: '2026' }, '889'],
    ['889: an edit with no month', { ...edit, expMonth: '' }, '889'],
    ['882: an edit CVV of 2 digits', { ...edit, cvv: '12' }, '882'],
    ['883: an edit CVV of 5 digits', { ...edit, cvv: '12345' }, '883'],
  ])('%s answers %s', async (_name, body, code) => {
    const { register } = frame()
    const answer = (await (await register(body)).json()) as { responseCode: string }
    expect(answer.responseCode).toBe(code)
  })

  it('answers a registration id, first six, last four and expiry, and keeps nothing more', async () => {
    const { register, store, dump } = frame()
    const answer = await (await register(card)).json()
    expect(answer).toEqual({
      responseCode: '870',
      registrationId: 'sandbox-lvt-1-f00d-4242',
      firstSix: '424242',
      lastFour: '4242',
      expiry: '12/29',
    })
    expect(store.get(REGISTRATIONS_COLLECTION, 'sandbox-lvt-1-f00d-4242')).toEqual({
      registrationId: 'sandbox-lvt-1-f00d-4242',
      type: 'card',
      brand: 'VISA',
      firstSix: '424242',
      lastFour: '4242',
      expiry: '12/29',
      createdAt: NOW.toISOString(),
    })
    expect(dump()).not.toContain('4242424242424242')
    expect(dump()).not.toMatch(/"cvv"|"pin"|"cardNumber"/)
  })

  it('makes ids no one can guess from another: 16 random hex digits by default', async () => {
    const app = createCardFrameApp({ storefrontOrigin: STOREFRONT, store: createMemoryStore() })
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const response = await app.fetch(
          new Request(`${FRAME}${CARD_ENTRY_REGISTER_PATH}`, {
            method: 'POST',
            headers: { origin: FRAME, 'content-type': 'application/json' },
            body: JSON.stringify({ ...card, expiry: '12/99' }),
          }),
        )
        return ((await response.json()) as { registrationId: string }).registrationId
      }),
    )
    for (const id of ids) expect(id).toMatch(/^sandbox-lvt-\d+-[0-9a-f]{16}-4242$/)
    expect(ids[0]?.split('-')[3]).not.toBe(ids[1]?.split('-')[3])
  })

  it('never keeps a SNAP EBT number', async () => {
    const { register, dump } = frame()
    const answer = await (await register(ebt)).json()
    expect(answer).toEqual({
      responseCode: '870',
      registrationId: 'sandbox-lvt-1-f00d-0007',
      firstSix: '507700',
      lastFour: '0007',
    })
    expect(dump()).not.toContain('5077000000000007')
  })

  it('never keeps a gift-card number or PIN; keeps the balance the sandbox gives it', async () => {
    const { register, store, dump } = frame()
    const answer = await (await register(gift)).json()
    expect(answer).toEqual({
      responseCode: '870',
      registrationId: 'sandbox-lvt-1-f00d-1234',
      firstSix: '600649',
      lastFour: '1234',
    })
    expect(store.get(REGISTRATIONS_COLLECTION, 'sandbox-lvt-1-f00d-1234')).toMatchObject({
      type: 'gift',
      giftBalance: 12.34,
    })
    expect(dump()).not.toContain('6006491234567891234')
    expect(dump()).not.toContain('8361')
  })

  it('answers a PIN with an id that holds none of its digits, and keeps only the outcome', async () => {
    const { register, store, dump } = frame()
    const answer = await (await register({ ...pin, pin: '7512' })).json()
    expect(answer).toEqual({ responseCode: '870', registrationId: 'sandbox-pct-1-f00d' })
    expect(store.get(REGISTRATIONS_COLLECTION, 'sandbox-pct-1-f00d')).toMatchObject({
      type: 'pin',
      balanceOutcome: '75',
    })
    expect(dump()).not.toContain('7512')
  })

  it('keeps nothing for a refused entry', async () => {
    const { register, dump } = frame()
    await register({ ...card, cvv: '12' })
    expect(dump()).toBe('')
  })

  it('takes registrations only from its own page, as JSON', async () => {
    const { register } = frame()
    expect((await register(card, { origin: STOREFRONT })).status).toBe(403)
    expect((await register(card, { origin: '' })).status).toBe(403)
    expect((await register(card, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await register('x'.repeat(4000))).status).toBe(413)
  })
})

describe('the shared rules (rules.js, also run in the frame page)', () => {
  it('detect brands by the spec patterns (wallet-flyout.md §3)', () => {
    expect(
      ['4111', '5105', '2221', '2720', '3400', '3700', '6011', '6500', '6440', '6221260'].map(
        brandOf,
      ),
    ).toEqual([
      'VISA',
      'MASTERCARD',
      'MASTERCARD',
      'MASTERCARD',
      'AMEX',
      'AMEX',
      'DISCOVER',
      'DISCOVER',
      'DISCOVER',
      'DISCOVER',
    ])
    expect(['3000', '3600', '3800', '3095', '3530', '6200', '8100', '9000'].map(brandOf)).toEqual([
      'DINERS',
      'DINERS',
      'DINERS',
      'DINERS',
      'JCB',
      'UNIONPAY',
      'UNIONPAY',
      'NONE',
    ])
  })

  it('check the number before the expiry and the expiry before the CVV (wallet-flyout.md §9)', () => {
    expect(checkCardEntry({ cardNumber: '1', expiry: 'x', cvv: 'x' }, NOW)).toMatchObject({
      field: 'cardNumber',
    })
    expect(checkCardEntry({ ...card, expiry: 'x', cvv: 'x' }, NOW)).toMatchObject({
      field: 'expiry',
      reason: 'format',
    })
    expect(passesLuhn('')).toBe(false)
  })

  it("takes the frame's month and year lists (§9), and says a missing or past one at the month", () => {
    const { expiry: _, ...lists } = card
    expect(checkCardEntry({ ...lists, expMonth: '12', expYear: '2029' }, NOW)).toMatchObject({
      responseCode: '870',
      expiry: '12/29',
    })
    expect(checkCardEntry({ ...lists, expMonth: '11', expYear: '2026' }, NOW)).toMatchObject({
      responseCode: '870',
    })
    for (const [expMonth, expYear, reason] of [
      ['', '2029', 'format'],
      ['12', '', 'format'],
      ['13', '2029', 'format'],
      ['10', '2026', 'past'],
    ] as const) {
      expect(checkCardEntry({ ...lists, expMonth, expYear }, NOW)).toMatchObject({
        responseCode: '889',
        field: 'expMonth',
        reason,
      })
    }
  })
})
