import { describe, expect, it } from 'vitest'
import type { HostApplication } from '../banners/index.js'
import { messages } from '../errors/messages.js'
import { createApiClient } from './client.js'
import {
  createFakeFetch,
  createManualClock,
  json,
  serviceError,
  settle,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'
import { TimeoutReached, withTimeout } from './timeout.js'

const never = () => new Promise<Response>(() => {})
const body = { paymentGram: 'pg' }

describe('withTimeout', () => {
  it('rejects with TimeoutReached when the signal fires, even if the work ignores it', async () => {
    const clock = createManualClock()
    const pending = withTimeout(() => new Promise<string>(() => {}), 50, clock.timeoutSignal)
    clock.advance(50)
    await expect(pending).rejects.toBeInstanceOf(TimeoutReached)
  })
  it('passes other failures through', async () => {
    const clock = createManualClock()
    const failing = withTimeout(() => Promise.reject(new TypeError('x')), 50, clock.timeoutSignal)
    await expect(failing).rejects.toBeInstanceOf(TypeError)
  })
})

describe('10 s timeout reported as 408 (wallet-flyout.md §7, §8 "Timeouts (408)", §9)', () => {
  function setup(
    reply: Parameters<typeof createFakeFetch>[0],
    appName: HostApplication = testWallet.appName,
  ) {
    const clock = createManualClock()
    const fake = createFakeFetch(reply)
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: fake.fetch,
      wallet: { ...testWallet, appName },
      timeoutSignal: clock.timeoutSignal,
      getNewToken: async () => 'token-2',
      messageContext: { phone: '1-800-555-0100', host: appName },
    })
    return { client, clock, fake }
  }

  it('waits 10000 ms, then fails with a timeout error of status 408 and code ECONNABORTED', async () => {
    const { client, clock } = setup(never)
    let outcome: unknown
    const call = client.call('giftCardBalance', { body }).then(
      () => 'resolved',
      (error: unknown) => error,
    )
    void call.then((value) => {
      outcome = value
    })
    await settle()
    expect(clock.requested).toEqual([10_000])
    clock.advance(9_999)
    await settle()
    expect(outcome).toBeUndefined()
    clock.advance(1)
    await expect(call).resolves.toMatchObject({
      kind: 'timeout',
      status: 408,
      code: 'ECONNABORTED',
      message: messages.walletTimeout.replace('{phone}', '1-800-555-0100'),
    })
  })

  it('shows the membership wording to the MEMBERSHIP host', async () => {
    const { client, clock } = setup(never, 'MEMBERSHIP')
    const call = client.call('giftCardBalance', { body }).catch((e: unknown) => e)
    await settle()
    clock.advance(10_000)
    await expect(call).resolves.toMatchObject({
      message: messages.walletTimeoutMembership.replace('{phone}', '1-800-555-0100'),
    })
  })

  it('gives each retry its own 10 s', async () => {
    const { client, clock } = setup((_, i) =>
      i === 0 ? serviceError(401) : json(200, { data: { payment: { remainingBalance: 1 } } }),
    )
    await client.call('giftCardBalance', { body })
    expect(clock.requested).toEqual([10_000, 10_000])
  })

  it('does not fire after an answer arrives in time', async () => {
    const { client, clock } = setup(() => json(200, { data: { payment: { remainingBalance: 1 } } }))
    const result = await client.call('giftCardBalance', { body })
    clock.advance(10_000)
    expect(result.data.payment.remainingBalance).toBe(1)
  })
})
