import { join } from 'node:path'
import { routes } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { FAULTS_PATH } from '../src/faults.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import { bankCardBody, NOW, promiseBody, sampleOf, sandbox, signIn, TODAY } from './support.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const walletHeaders = {
  'x-show-snap-card': 'true',
  'x-show-gift-cards': 'true',
  'x-giftcard-balance': 'true',
}

describe('persistence', () => {
  it('keeps written data across a restart on the same sqlite file, and seeds only once', async () => {
    const path = join(tempDir(), 'sandbox.db')
    const first = sandbox({ store: openSqliteStore({ path }) })
    const added = await first.call('addWalletCard', { body: bankCardBody('greenleaf') })
    expect(added.status).toBe(200)
    const removed = await first.call('removeAddress', { params: { addressId: 'addr-delivery' } })
    expect(removed.status).toBe(200)
    first.store.close()

    const second = sandbox({ store: openSqliteStore({ path }) })
    const wallet = await (await second.call('wallet', { headers: walletHeaders })).json()
    const cards = wallet.data.payment.cards as Array<{ id: string; lastFourPan: string }>
    expect(cards.map((card) => card.id)).toContain('card-1')
    expect(cards.find((card) => card.id === 'card-1')?.lastFourPan).toBe('4242')
    const addresses = await (await second.call('addresses')).json()
    expect(addresses.addresses.map((a: { id: string }) => a.id)).toEqual(['addr-home'])
    // The id counter survived too: the next card is card-2, not a second card-1.
    const next = await (
      await second.call('addWalletCard', { body: bankCardBody('greenleaf', 'sandbox-lvt-1111') })
    ).json()
    expect(next.data.payment.card.id).toBe('card-2')
    second.store.close()
  })
})

describe('versionKey (optimistic concurrency)', () => {
  it('rejects a stale customer preference update with 409', async () => {
    const { call } = sandbox()
    const params = { preferenceId: 'pref-geo-modalitySelector' }
    const first = await call('updateCustomerPreference', {
      params,
      body: { value: true, versionKey: 'v1' },
    })
    expect((await first.json()).versionKey).toBe('v2')
    const stale = await call('updateCustomerPreference', {
      params,
      body: { value: false, versionKey: 'v1' },
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({
      errors: [{ statusCode: 409, code: 'VERSION_CONFLICT' }],
    })
  })

  it('rejects a stale checkout update and a stale promise update with 409', async () => {
    const { call } = sandbox()
    const params = { checkoutId: 'checkout-cart' }
    expect(
      (await call('updateCheckout', { params, body: { versionKey: 'v1', payments: [] } })).status,
    ).toBe(200)
    expect(
      (await call('updateCheckout', { params, body: { versionKey: 'v1', payments: [] } })).status,
    ).toBe(409)

    await call('createPromise', { body: promiseBody })
    const update = { ...promiseBody, versionKey: 'v1' }
    expect(
      (await call('updatePromise', { params: { promiseId: 'promise-1' }, body: update })).status,
    ).toBe(200)
    expect(
      (await call('updatePromise', { params: { promiseId: 'promise-1' }, body: update })).status,
    ).toBe(409)
  })
})

describe('idempotency (payment services)', () => {
  it('replays the first answer of a repeated key and creates one card only', async () => {
    const { call } = sandbox()
    const headers = { 'idempotency-key': 'key-1' }
    const first = await call('addWalletCard', { headers, body: bankCardBody('greenleaf') })
    const again = await call('addWalletCard', { headers, body: bankCardBody('greenleaf') })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    const wallet = await (await call('wallet', { headers: walletHeaders })).json()
    expect(
      wallet.data.payment.cards.filter((c: { lastFourPan: string }) => c.lastFourPan === '4242'),
    ).toHaveLength(1)
  })

  it('refuses the same key with a different body with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const { call } = sandbox()
    const headers = { 'idempotency-key': 'key-2' }
    await call('addWalletCard', { headers, body: bankCardBody('greenleaf') })
    const other = await call('addWalletCard', {
      headers,
      body: bankCardBody('greenleaf', 'sandbox-lvt-9999'),
    })
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ errors: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] })
  })

  it('places an order once for a repeated ACTIVATE idempotency key', async () => {
    const { call, store } = sandbox()
    const body = {
      type: 'ACTIVATE',
      versionKey: 'v1',
      paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
      idempotencyKey: 'order-key-1',
    }
    const params = { checkoutId: 'checkout-cart' }
    const first = await call('updateCheckout', { params, body })
    expect(first.status).toBe(200)
    expect((await first.json()).status).toBe('PLACED')
    const again = await call('updateCheckout', { params, body })
    expect(again.status).toBe(200)
    expect(store.list('orders')).toHaveLength(1)
  })
})

describe('authentication and validation', () => {
  it('answers 401 without a sandbox token and 400 with the error body on a bad request', async () => {
    const { call } = sandbox()
    expect((await call('profile', { token: null })).status).toBe(401)
    expect((await call('profile', { token: 'Bearer someone-else' })).status).toBe(401)
    const bad = await call('addAddress', { body: { addressLine1: '' } })
    expect(bad.status).toBe(400)
    const body = await bad.json()
    expect(body.errors[0]).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' })
  })

  it('picks the banner from x-banner or ?banner=, greenleaf by default', async () => {
    const { call } = sandbox()
    const viaHeader = await (
      await call('timeSlots', {
        ...sampleOf('timeSlots', 'copperline').call,
        banner: undefined,
        headers: { 'user-time-zone': 'UTC', 'x-banner': 'copperline' },
      })
    ).json()
    expect(viaHeader.membership).toEqual({ type: 'BSTL', freeThreshold: 50 })
    const byDefault = await (
      await call('timeSlots', { ...sampleOf('timeSlots', 'greenleaf').call, banner: undefined })
    ).json()
    expect(byDefault.membership).toEqual({ type: 'BST', freeThreshold: 35 })
    expect((await call('profile', { banner: 'nope' as 'greenleaf' })).status).toBe(400)
  })
})

describe('fault injection', () => {
  const statusFaults = [
    ['401', 401, 'UNAUTHORIZED'],
    ['403', 403, 'FORBIDDEN'],
    ['404-intent', 404, 'PAYMENT_INTENT_NOT_FOUND'],
    ['408', 408, 'REQUEST_TIMEOUT'],
    ['409', 409, 'CONFLICT'],
    ['5xx', 500, 'INTERNAL_SERVER_ERROR'],
    ['503', 503, 'SERVICE_ERROR'],
    ['55', 402, '55'],
    ['75', 402, '75'],
    ['RV62751', 402, 'RV62751'],
    ['KC2617', 422, 'KC2617'],
    ['GIFT_CARD_LIMIT_REACHED', 422, 'GIFT_CARD_LIMIT_REACHED'],
    ['EBT_CARD_EXISTS', 400, 'EBT_CARD_EXISTS'],
  ] as const

  it.each(statusFaults)('x-sandbox-fault: %s answers %i %s', async (fault, status, code) => {
    const { call } = sandbox()
    const response = await call('wallet', {
      headers: { ...walletHeaders, 'x-sandbox-fault': fault },
    })
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ errors: [{ statusCode: status, code }] })
  })

  it('404-intent carries the reason that asks the host for a new payment intent', async () => {
    const { call } = sandbox()
    const response = await call('wallet', {
      headers: { ...walletHeaders, 'x-sandbox-fault': '404-intent' },
    })
    expect((await response.json()).errors[0].reason).toBe(
      'Could not find the requested payment intent.',
    )
  })

  it('malformed answers 200 with a body that is not JSON', async () => {
    const { call } = sandbox()
    const response = await call('profile', { headers: { 'x-sandbox-fault': 'malformed' } })
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it('drop answers a network error', async () => {
    const { call } = sandbox()
    const response = await call('profile', { headers: { 'x-sandbox-fault': 'drop' } })
    expect(response.type).toBe('error')
  })

  it('latency=ms waits, then the handler answers', async () => {
    const waits: number[] = []
    const { app } = sandbox()
    const { createApp } = await import('../src/app.ts')
    const store = createMemoryStore()
    const slow = createApp({ store, now: () => NOW, sleep: async (ms) => void waits.push(ms) })
    const { accessToken } = await signIn(sandbox({ store }).call)
    const response = await slow.fetch(
      new Request('http://sandbox.test/api/atlas/v1/customer-profile/v1/profile', {
        headers: { authorization: `Bearer ${accessToken}`, 'x-sandbox-fault': 'latency=250' },
      }),
    )
    expect(app).toBeDefined()
    expect(response.status).toBe(200)
    expect(waits).toEqual([250])
  })

  it('refuses an unknown switch with 400', async () => {
    const { call } = sandbox()
    expect((await call('profile', { headers: { 'x-sandbox-fault': 'teapot' } })).status).toBe(400)
  })

  it('the admin route arms a fault per route for a number of times, and DELETE clears', async () => {
    const { app, call } = sandbox()
    const admin = (method: string, body?: unknown) =>
      app.fetch(
        new Request(`http://sandbox.test${FAULTS_PATH}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    expect((await admin('POST', { route: 'profile', fault: '503', times: 2 })).status).toBe(200)
    expect((await call('addresses')).status).toBe(200)
    expect((await call('profile')).status).toBe(503)
    expect((await call('profile')).status).toBe(503)
    expect((await call('profile')).status).toBe(200)

    await admin('POST', { route: '*', fault: '408' })
    expect((await call('addresses')).status).toBe(408)
    expect((await admin('DELETE')).status).toBe(200)
    expect((await call('addresses')).status).toBe(200)

    expect((await admin('POST', { route: 'nope', fault: '408' })).status).toBe(400)
    expect((await admin('POST', { route: 'profile', fault: 'teapot' })).status).toBe(400)
  })

  it('applies before the handler: a faulted write changes nothing', async () => {
    const { call } = sandbox()
    const response = await call('removeAddress', {
      params: { addressId: 'addr-home' },
      headers: { 'x-sandbox-fault': '5xx' },
    })
    expect(response.status).toBe(500)
    const addresses = await (await call('addresses')).json()
    expect(addresses.addresses.map((a: { id: string }) => a.id)).toContain('addr-home')
  })
})

describe('time slots', () => {
  it('cover seven days from the injected today, with unavailable days, under-$5 and outside-vendor slots', async () => {
    const { call } = sandbox()
    const body = await (await call('timeSlots', sampleOf('timeSlots', 'greenleaf').call)).json()
    expect(body.days.map((d: { date: string }) => d.date)).toEqual([
      TODAY,
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ])
    expect(body.days[2].times).toEqual([])
    const times = body.days[0].times as Array<{
      cost: number
      waiver?: number
      vendorId?: string
      items: { excluded: unknown[] }
    }>
    expect(times.some((t) => t.cost + (t.waiver ?? 0) < 5)).toBe(true)
    expect(times.filter((t) => t.vendorId === 'courier-partner')).toHaveLength(1)
    expect(routes.timeSlots.response.safeParse(body).success).toBe(true)
  })

  it('check the vendors filter: known sources, a handoff of the modality asked (shopping-method-selector.md §7)', async () => {
    const { call } = sandbox()
    const sample = sampleOf('timeSlots', 'greenleaf').call
    const ask = (vendors: { sources?: string[]; handoffs?: string[] }) =>
      call('timeSlots', { ...sample, body: { ...(sample.body as object), vendors } })
    const both = await ask({
      sources: ['greenleaf', 'courier-partner', 'online-grocer'],
      handoffs: ['DELIVERY'],
    })
    expect(both.status).toBe(200)
    const own = await (await ask({ sources: ['greenleaf'], handoffs: ['DELIVERY'] })).json()
    expect(own.days[0].times.some((t: { vendorId?: string }) => t.vendorId)).toBe(false)
    const stranger = await ask({ sources: ['hilltop'], handoffs: ['DELIVERY'] })
    expect(stranger.status).toBe(400)
    expect((await stranger.json()).errors[0]).toMatchObject({ code: 'INVALID_VENDORS' })
    const pickup = await ask({ sources: ['greenleaf'], handoffs: ['PICKUP'] })
    expect(pickup.status).toBe(400)
  })
})
