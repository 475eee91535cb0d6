// Node only (it reads its page script from disk): the hosted card-entry frame, served
// on the sandbox's second origin. Card numbers, CVVs and PINs exist only here.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { cardEntryPage, refusedPage, themeCss } from './card-frame/page.ts'
import { type CardRegistration, REGISTRATIONS_COLLECTION } from './card-frame/registrations.ts'
import { checkCardEntry, entryTypeOf, RESPONSE_CODES } from './card-frame/rules.js'
import { nextCount } from './context.ts'
import { giftCardStartingBalance, isZeroBalanceGiftCard, snapPinOutcome } from './rules.ts'
import { cardFrameSecurityHeaders } from './security-headers.ts'
import type { Store } from './store/store.ts'

export const CARD_ENTRY_PATH = '/card-entry'
export const CARD_ENTRY_SCRIPT_PATH = `${CARD_ENTRY_PATH}/frame.js`
export const CARD_ENTRY_RULES_PATH = `${CARD_ENTRY_PATH}/rules.js`
export const CARD_ENTRY_STYLE_PATH = `${CARD_ENTRY_PATH}/frame.css`
export const CARD_ENTRY_REGISTER_PATH = `${CARD_ENTRY_PATH}/registrations`
/** The banner's look, from the host's theme values (validated; see page.ts themeCss). */
export const CARD_ENTRY_THEME_PATH = `${CARD_ENTRY_PATH}/theme.css`
export { type CardRegistration, REGISTRATIONS_COLLECTION }

const asset = (name: string) =>
  readFileSync(new URL(`./card-frame/${name}`, import.meta.url), 'utf8')
const files = {
  [CARD_ENTRY_SCRIPT_PATH]: { body: asset('client.js'), type: 'text/javascript; charset=utf-8' },
  [CARD_ENTRY_RULES_PATH]: { body: asset('rules.js'), type: 'text/javascript; charset=utf-8' },
  [CARD_ENTRY_STYLE_PATH]: { body: asset('frame.css'), type: 'text/css; charset=utf-8' },
}

export interface CardFrameOptions {
  storefrontOrigin: string
  /** Other pages that may embed the frame (a Vite dev server, a test page). */
  parentOrigins?: readonly string[]
  /** Where registrations go (the sandbox's store). */
  store: Store
  /** @default the system clock */
  now?: () => Date
  /**
   * The unguessable part of a registration id: whoever holds an id can add the card it
   * names to a wallet, so a counter alone would let another shopper take it.
   * @default 16 random hex digits
   */
  nonce?: () => string
}

const randomNonce = () => randomBytes(8).toString('hex')

/** An origin exactly as URL writes it, or undefined. */
function originOf(text: string | undefined): string | undefined {
  if (!text) return undefined
  try {
    const origin = new URL(text).origin
    return origin === text && origin !== 'null' ? origin : undefined
  } catch {
    return undefined
  }
}

const MAX_BODY = 2048

/** The app behind the second origin, embeddable only by the allowed parent pages. */
export function createCardFrameApp(options: CardFrameOptions): Hono {
  const allowed = new Set([options.storefrontOrigin, ...(options.parentOrigins ?? [])])
  for (const origin of allowed) {
    if (originOf(origin) === undefined) throw new TypeError(`Not an origin: "${origin}"`)
  }
  const now = options.now ?? (() => new Date())
  const nonce = options.nonce ?? randomNonce
  const app = new Hono()
  app.use(cardFrameSecurityHeaders({ parentOrigins: [...allowed] }))
  // Card entry, and everything that serves it, must never be cached.
  app.use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  app.get(CARD_ENTRY_PATH, (c) => {
    const parentOrigin = originOf(c.req.query('parentOrigin'))
    if (parentOrigin === undefined || !allowed.has(parentOrigin)) {
      return c.html(refusedPage, 400)
    }
    const type = entryTypeOf(c.req.query('type'))
    const theme = new URLSearchParams()
    for (const key of ['accent', 'text', 'border', 'error', 'radius']) {
      const value = c.req.query(key)
      if (value !== undefined) theme.set(key, value)
    }
    const themeQuery = theme.toString()
    const month = c.req.query('month')
    const year = c.req.query('year')
    return c.html(
      cardEntryPage({
        type,
        parentOrigin,
        registerPath: CARD_ENTRY_REGISTER_PATH,
        scriptPath: CARD_ENTRY_SCRIPT_PATH,
        stylePath: CARD_ENTRY_STYLE_PATH,
        themePath: `${CARD_ENTRY_THEME_PATH}${themeQuery ? `?${themeQuery}` : ''}`,
        now: now(),
        prefill: {
          ...(month !== undefined && /^(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
          ...(year !== undefined && /^20\d{2}$/.test(year) ? { year } : {}),
        },
      }),
    )
  })

  app.get(CARD_ENTRY_THEME_PATH, (c) =>
    c.body(themeCss(c.req.queries()), 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  )

  for (const [path, file] of Object.entries(files)) {
    app.get(path, (c) => c.body(file.body, 200, { 'Content-Type': file.type }))
  }

  app.post(CARD_ENTRY_REGISTER_PATH, async (c) => {
    // Only the frame's own page may register: same origin, JSON (a cross-site form
    // cannot send it, and a cross-site fetch of JSON needs a preflight we never answer).
    const ownOrigin = new URL(c.req.url).origin
    if (c.req.header('origin') !== ownOrigin) {
      return c.json({ error: 'forbidden', reason: 'only the frame page may register' }, 403)
    }
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return c.json({ error: 'unsupported_media_type' }, 415)
    }
    const text = await c.req.text()
    if (text.length > MAX_BODY) return c.json({ error: 'too_large' }, 413)
    let body: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed !== 'object' || parsed === null) throw new TypeError('not an object')
      body = parsed as Record<string, unknown>
    } catch {
      return c.json({ error: 'malformed_json' }, 400)
    }
    const string = (name: string) => (typeof body[name] === 'string' ? body[name] : '')

    const checked = checkCardEntry(
      {
        type: string('type'),
        cardNumber: string('cardNumber'),
        expiry: string('expiry'),
        cvv: string('cvv'),
        pin: string('pin'),
        expMonth: string('expMonth'),
        expYear: string('expYear'),
      },
      now(),
    )
    if (checked.responseCode !== RESPONSE_CODES.accepted || !('type' in checked)) {
      return c.json(checked)
    }
    const { store } = options
    const number = string('cardNumber').replace(/\D/g, '')
    const registration = store.transaction((): CardRegistration => {
      const count = nextCount(store, 'card-entry')
      const entry: CardRegistration =
        checked.type === 'edit'
          ? {
              // A saved card's new expiry (and a checked CVV): no number in it.
              registrationId: `sandbox-lve-${count}-${nonce()}`,
              type: 'edit',
              brand: 'NONE',
              firstSix: '',
              lastFour: '',
              expiry: checked.expiry ?? null,
              createdAt: now().toISOString(),
            }
          : checked.type === 'pin'
            ? {
                // A PIN names no card, and its id holds none of its digits.
                registrationId: `sandbox-pct-${count}-${nonce()}`,
                type: 'pin',
                brand: 'EBT',
                firstSix: '',
                lastFour: '',
                expiry: null,
                createdAt: now().toISOString(),
                // What the balance call will answer; the PIN itself is not kept.
                balanceOutcome: snapPinOutcome(string('pin')),
              }
            : {
                // Ends in the last four, as the wallet's add-card rule reads them (README).
                registrationId: `sandbox-lvt-${count}-${nonce()}-${checked.lastFour}`,
                type: checked.type,
                brand: checked.brand,
                firstSix: checked.firstSix,
                lastFour: checked.lastFour,
                expiry: checked.expiry ?? null,
                createdAt: now().toISOString(),
                ...(checked.type === 'gift'
                  ? {
                      giftBalance: isZeroBalanceGiftCard(number)
                        ? 0
                        : giftCardStartingBalance(number),
                    }
                  : {}),
              }
      store.put(REGISTRATIONS_COLLECTION, entry.registrationId, { ...entry })
      return entry
    })
    if (registration.type === 'pin' || registration.type === 'edit') {
      return c.json({
        responseCode: RESPONSE_CODES.accepted,
        registrationId: registration.registrationId,
        ...(registration.expiry === null ? {} : { expiry: registration.expiry }),
      })
    }
    return c.json({
      responseCode: RESPONSE_CODES.accepted,
      registrationId: registration.registrationId,
      firstSix: registration.firstSix,
      lastFour: registration.lastFour,
      ...(registration.expiry === null ? {} : { expiry: registration.expiry }),
    })
  })

  return app
}
