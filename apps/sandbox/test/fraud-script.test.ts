// The fraud-detection tag (wallet-flyout.md §4 "Closing", §7 "fraud transaction id", §9;
// checkout.md §7): each load issues a transaction for the page id, report group and
// checkout named; an added card is recorded on the transaction its request names.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { REGISTRATIONS_COLLECTION } from '../src/card-frame/registrations.ts'
import {
  createFraudScriptApp,
  FRAUD_SCRIPT_PATH,
  FRAUD_TRANSACTIONS_COLLECTION,
  type FraudTransaction,
} from '../src/fraud-script.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import type { Store } from '../src/store/store.ts'
import { NOW, sandbox } from './support.ts'

const ORIGIN = 'http://localhost:4000'

function tagServer(store: Store = createMemoryStore()) {
  const app = createFraudScriptApp({ store, now: () => NOW, nonce: () => 'c0ffee' })
  const load = (query: string) => app.fetch(new Request(`${ORIGIN}${FRAUD_SCRIPT_PATH}?${query}`))
  return { store, load }
}

/** Runs the tag as a page would, in a window of its own; what it hands the page. */
function run(source: string) {
  const listeners: Record<string, (event: { type: string }) => void> = {}
  const window: Record<string, unknown> = {}
  const document = {
    addEventListener: (type: string, listener: (event: { type: string }) => void) => {
      listeners[type] = listener
    },
  }
  runInNewContext(source, { window, document, JSON, Object })
  const given = window.aisleFraudDetection as {
    transactionId: string
    sessionId: string
    pageId: string
    events: () => string
  }
  return { given, fire: (type: string) => listeners[type]?.({ type }) }
}

const transactionOf = (store: Store, id: string) =>
  store.get(FRAUD_TRANSACTIONS_COLLECTION, id) as FraudTransaction | undefined

describe('the fraud-detection tag', () => {
  it('issues a transaction per load, kept with its page id, report group and checkout', async () => {
    const { store, load } = tagServer()
    const response = await load('pageId=wallet-test&reportGroup=Hosted%20Payment&checkoutId=co-7')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { given } = run(await response.text())
    expect(given).toMatchObject({
      transactionId: 'fraud-tx-1-c0ffee',
      sessionId: 'fraud-ses-1-c0ffee',
      pageId: 'wallet-test',
    })
    expect(transactionOf(store, given.transactionId)).toEqual({
      transactionId: 'fraud-tx-1-c0ffee',
      sessionId: 'fraud-ses-1-c0ffee',
      pageId: 'wallet-test',
      reportGroup: 'Hosted Payment',
      checkoutId: 'co-7',
      issuedAt: NOW.toISOString(),
      cards: [],
    })
    // A second load is a second transaction.
    const again = run(await (await load('pageId=wallet-test&reportGroup=g')).text())
    expect(again.given.transactionId).toBe('fraud-tx-2-c0ffee')
    expect(transactionOf(store, again.given.transactionId)?.checkoutId).toBeUndefined()
  })

  it('counts input events, never what they carry', async () => {
    const { load } = tagServer()
    const { given, fire } = run(await (await load('pageId=p&reportGroup=g')).text())
    fire('keydown')
    fire('keydown')
    fire('pointerdown')
    expect(JSON.parse(given.events())).toEqual({ keydown: 2, pointerdown: 1, focusin: 0 })
  })

  it.each([
    ['no page id', 'reportGroup=g'],
    ['no report group', 'pageId=p'],
    ['a page id over 100 characters', `pageId=${'p'.repeat(101)}&reportGroup=g`],
    ['a report group over 64 characters', `pageId=p&reportGroup=${'g'.repeat(65)}`],
    ['a page id with a quote', 'pageId=p%22&reportGroup=g'],
    ['a malformed checkout id', 'pageId=p&reportGroup=g&checkoutId=%3Cscript%3E'],
  ])('refuses %s (400), issuing nothing', async (_, query) => {
    const { store, load } = tagServer()
    expect((await load(query)).status).toBe(400)
    expect(store.list(FRAUD_TRANSACTIONS_COLLECTION)).toEqual([])
  })

  it('takes a page id of exactly 100 and a report group of exactly 64 characters', async () => {
    const { load } = tagServer()
    const response = await load(`pageId=${'p'.repeat(100)}&reportGroup=${'g'.repeat(64)}`)
    expect(response.status).toBe(200)
  })

  it('records the card an add-card request adds under its transaction (§7)', async () => {
    const store = createMemoryStore()
    const { load } = tagServer(store)
    const { given } = run(await (await load('pageId=p&reportGroup=g')).text())
    const { call } = sandbox({ store })
    await call('deleteWalletCard', { params: { cardId: 'card-snap' } })
    store.put(REGISTRATIONS_COLLECTION, 'e-9', {
      registrationId: 'e-9',
      type: 'ebt',
      brand: 'EBT',
      firstSix: '507700',
      lastFour: '0007',
      expiry: null,
      createdAt: NOW.toISOString(),
    })
    const response = await call('addWalletCard', {
      body: {
        dateTime: { timezone: 'UTC', value: NOW.toISOString() },
        defaultCard: false,
        facilityId: '00000',
        paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: 'e-9' },
        save: true,
        fraudTransactionId: given.transactionId,
        deviceInfo: { pageId: given.pageId, sessionId: given.sessionId },
      },
    })
    expect(response.status).toBe(200)
    const { id } = ((await response.json()) as { data: { payment: { card: { id: string } } } }).data
      .payment.card
    expect(transactionOf(store, given.transactionId)?.cards).toEqual([
      expect.objectContaining({ cardId: id, banner: 'greenleaf' }),
    ])
  })

  it('adds the card all the same under an id it never issued (a tag that failed, §4)', async () => {
    const { call, store } = sandbox()
    await call('deleteWalletCard', { params: { cardId: 'card-snap' } })
    store.put(REGISTRATIONS_COLLECTION, 'e-8', {
      registrationId: 'e-8',
      type: 'ebt',
      brand: 'EBT',
      firstSix: '507700',
      lastFour: '0007',
      expiry: null,
      createdAt: NOW.toISOString(),
    })
    const response = await call('addWalletCard', {
      body: {
        dateTime: { timezone: 'UTC', value: NOW.toISOString() },
        defaultCard: false,
        facilityId: '00000',
        paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: 'e-8' },
        save: true,
        fraudTransactionId: 'never-issued',
      },
    })
    expect(response.status).toBe(200)
    expect(store.list(FRAUD_TRANSACTIONS_COLLECTION)).toEqual([])
  })
})
