// Node only (it reads the tag from disk): the fraud-detection tag (wallet-flyout.md §4,
// §6, §7, §9; checkout.md §7), served on the storefront's origin as a payment host's
// vendor would serve it on its own. Each load issues a transaction and a session for
// the page id and report group the page names (and the checkout, on the payment page).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { nextCount } from './context.ts'
import { FRAUD_TRANSACTIONS_COLLECTION, type FraudTransaction } from './fraud/transactions.ts'
import type { Store } from './store/store.ts'

export const FRAUD_SCRIPT_PATH = '/fraud/v1/detect.js'
export { FRAUD_TRANSACTIONS_COLLECTION, type FraudTransaction }

const tag = readFileSync(new URL('./fraud/detect.js', import.meta.url), 'utf8')

/** Page ids and checkout ids: word characters and dashes, 1 to 100. */
const ID = /^[\w-]{1,100}$/
/** A report group label: letters, digits, spaces, dashes and underscores, 1 to 64. */
const LABEL = /^[\w -]{1,64}$/

export interface FraudScriptOptions {
  store: Store
  /** @default the system clock */
  now?: () => Date
  /** The unguessable part of the ids. @default 16 random hex digits */
  nonce?: () => string
}

const randomNonce = () => randomBytes(8).toString('hex')

const script = (status: 200 | 400, body: string) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // One transaction per load: never from a cache.
      'Cache-Control': 'no-store',
    },
  })

/** GET FRAUD_SCRIPT_PATH?pageId=&reportGroup=[&checkoutId=]: the tag with its transaction. */
export function createFraudScriptApp(options: FraudScriptOptions): Hono {
  const now = options.now ?? (() => new Date())
  const nonce = options.nonce ?? randomNonce
  const app = new Hono()
  app.get(FRAUD_SCRIPT_PATH, (c) => {
    const pageId = c.req.query('pageId') ?? ''
    const reportGroup = c.req.query('reportGroup') ?? ''
    const checkoutId = c.req.query('checkoutId')
    if (!ID.test(pageId) || !LABEL.test(reportGroup)) {
      return script(400, '// pageId and reportGroup are required\n')
    }
    if (checkoutId !== undefined && !ID.test(checkoutId)) {
      return script(400, '// checkoutId is malformed\n')
    }
    const { store } = options
    const issued = store.transaction((): FraudTransaction => {
      const count = nextCount(store, 'fraud-transaction')
      const entry: FraudTransaction = {
        transactionId: `fraud-tx-${count}-${nonce()}`,
        sessionId: `fraud-ses-${count}-${nonce()}`,
        pageId,
        reportGroup,
        ...(checkoutId === undefined ? {} : { checkoutId }),
        issuedAt: now().toISOString(),
        cards: [],
      }
      store.put(FRAUD_TRANSACTIONS_COLLECTION, entry.transactionId, { ...entry })
      return entry
    })
    const given = {
      transactionId: issued.transactionId,
      sessionId: issued.sessionId,
      pageId: issued.pageId,
    }
    // The ids are word characters only, so JSON is safe as script text.
    return script(200, `;(() => {\n${tag}\nfraudTag(${JSON.stringify(given)})\n})()\n`)
  })
  return app
}
