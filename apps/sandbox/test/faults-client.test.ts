// Every fault switch of the sandbox, through @aisle/api's client, ends in the catalogue's
// text (wallet-flyout.md §7 "Client behaviour on responses", §8 "The error catalogue").
// The app runs through its fetch handler; only the dropped connection needs a socket.
import {
  type ApiClient,
  createApiClient,
  greenleaf,
  isApiError,
  type MessageKey,
  type RouteName,
  renderMessage,
} from '@aisle/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../src/app.ts'
import { SEEDED_SHOPPERS } from '../src/auth/credentials.ts'
import { FAULT_HEADER, FAULTS_PATH } from '../src/faults.ts'
import { startSandboxServers } from '../src/server.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { bankCardBody, NOW } from './support.ts'

const BASE = 'http://sandbox.test'
const phone = greenleaf.customerService.default.display
const text = (key: MessageKey) => renderMessage(key, { phone })
const shopper = SEEDED_SHOPPERS.find((s) => s.banner === 'greenleaf')
if (!shopper) throw new Error('no seeded greenleaf shopper')

type LooseArgs = { headers?: Record<string, string>; body?: unknown }
type LooseCall = (name: RouteName, args?: LooseArgs) => Promise<unknown>

const walletHeaders = {
  'x-show-snap-card': 'true',
  'x-show-gift-cards': 'true',
  'x-giftcard-balance': 'true',
}
const ebtBody = { paymentMethod: { encryptedPin: 'sandbox-pin:1234', paymentgram: 'pg-card-snap' } }

/** The sandbox app and a client signed in to it; `fetch` goes through `app.fetch`. */
async function harness(options: { fetch?: typeof fetch; baseUrl?: string } = {}) {
  const app = createApp({ store: createMemoryStore(), now: () => NOW, faultAdmin: true })
  const viaApp = ((input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch
  let token: string | undefined
  const redirectToSignIn = vi.fn()
  const intents = vi.fn(async () => `intent-${intents.mock.calls.length + 1}`)
  const client: ApiClient = createApiClient({
    baseUrl: options.baseUrl ?? BASE,
    fetch: options.fetch ?? viaApp,
    getToken: () => token,
    getNewToken: async () => token,
    redirectToSignIn,
    wallet: {
      appName: 'CLICKLIST',
      tenant: 'greenleaf',
      authType: 'B2C',
      paymentIntentId: 'intent-0',
    },
    getNewPaymentIntent: intents,
    messageContext: { phone, host: 'CLICKLIST' },
    // A timer the fake clock drives (AbortSignal.timeout runs on a clock of its own).
    timeoutSignal: (ms) => {
      const controller = new AbortController()
      setTimeout(() => controller.abort(), ms)
      return controller.signal
    },
  })
  const call = client.call as unknown as LooseCall
  const signIn = await call('signIn', {
    body: { email: shopper?.email, password: shopper?.password },
  })
  token = (signIn as { accessToken: string }).accessToken
  /** The shopper-facing text of a call that must fail. */
  const messageOf = async (name: RouteName, args: LooseArgs = {}) => {
    try {
      await call(name, args)
    } catch (error) {
      if (isApiError(error)) return error.message
      throw error
    }
    throw new Error(`${name} did not fail`)
  }
  const faulted = (fault: string, args: LooseArgs = {}) => ({
    ...args,
    headers: { ...args.headers, [FAULT_HEADER]: fault },
  })
  const arm = (route: RouteName, fault: string, times: number) =>
    app.fetch(
      new Request(`${BASE}${FAULTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route, fault, times }),
      }),
    )
  return { app, call, messageOf, faulted, arm, redirectToSignIn, intents }
}

const cards = { headers: walletHeaders }
const addCard = { body: bankCardBody('greenleaf') }

describe('wallet-flyout.md §8 "By status": each switch gives its catalogue text', () => {
  it.each<[string, RouteName, LooseArgs, string, MessageKey]>([
    ['401 (after the token renewals)', 'wallet', cards, '401', 'sessionExpiredLogIn'],
    ['403', 'wallet', cards, '403', 'sessionExpiredLogIn'],
    ['408', 'wallet', cards, '408', 'walletTimeout'],
    ['409', 'addWalletCard', addCard, '409', 'cardAlreadyInWallet'],
    ['400 EBT card already exists', 'addWalletCard', addCard, 'EBT_CARD_EXISTS', 'oneSnapCardOnly'],
    ['402 RV62751', 'addWalletCard', addCard, 'RV62751', 'addressIssueRV62751'],
    ['402 RV32937', 'addWalletCard', addCard, 'RV32937', 'cardIssueRV32937'],
    [
      '402 GIFT_CARD_ZERO_BALANCE',
      'addWalletCard',
      addCard,
      'GIFT_CARD_ZERO_BALANCE',
      'giftCardZeroBalance',
    ],
    ['402 any other code', 'addWalletCard', addCard, '55', 'walletCardDeclined'],
    ['402 code 55 on the EBT balance', 'ebtBalance', { body: ebtBody }, '55', 'invalidPin'],
    ['402 code 75 on the EBT balance', 'ebtBalance', { body: ebtBody }, '75', 'pinLocked'],
    [
      '402 another code on the EBT balance',
      'ebtBalance',
      { body: ebtBody },
      'RV62751',
      'ebtBalanceDefault',
    ],
    ['422 KC2617', 'addWalletCard', addCard, 'KC2617', 'paymentInfoInvalidKC2617'],
    ['422 RV72632', 'addWalletCard', addCard, 'RV72632', 'contactCustomerServiceRV72632'],
    [
      '422 GIFT_CARD_LIMIT_REACHED',
      'addWalletCard',
      addCard,
      'GIFT_CARD_LIMIT_REACHED',
      'giftCardLimitReached',
    ],
  ])('%s', async (_name, route, args, fault, key) => {
    const { messageOf, faulted } = await harness()
    expect(await messageOf(route, faulted(fault, args))).toBe(text(key))
  })

  it('401: the client renews the token 5 times, then sends the shopper to sign-in (§7)', async () => {
    const { app, messageOf, faulted, redirectToSignIn } = await harness()
    const seen = vi.spyOn(app, 'fetch')
    expect(await messageOf('wallet', faulted('401', cards))).toBe(text('sessionExpiredLogIn'))
    expect(seen).toHaveBeenCalledTimes(6)
    expect(redirectToSignIn).toHaveBeenCalledTimes(1)
  })
})

describe('wallet-flyout.md §8 "Per-operation defaults": server faults', () => {
  it.each<[string, RouteName, LooseArgs, MessageKey]>([
    ['get cards', 'wallet', cards, 'getCardsDefault'],
    ['add', 'addWalletCard', addCard, 'addCardDefault'],
    ['preferred', 'setDefaultCard', { body: { cardId: 'card-visa' } }, 'updateCardDefault'],
    ['EBT balance', 'ebtBalance', { body: ebtBody }, 'ebtBalanceDefault'],
    [
      'gift balance',
      'giftCardBalance',
      { body: { paymentGram: 'pg-gift-25' } },
      'giftBalanceDefault',
    ],
  ])('5xx on %s gives the operation default', async (_name, route, args, key) => {
    const { messageOf, faulted } = await harness()
    expect(await messageOf(route, faulted('5xx', args))).toBe(text(key))
    expect(await messageOf(route, faulted('503', args))).toBe(text(key))
  })

  it('a malformed body gives the operation default', async () => {
    const { messageOf, faulted } = await harness()
    expect(await messageOf('wallet', faulted('malformed', cards))).toBe(text('getCardsDefault'))
  })
})

describe('wallet-flyout.md §7: the stale payment intent (404-intent)', () => {
  it('is renewed and the call retried', async () => {
    const { call, arm, intents } = await harness()
    await arm('wallet', '404-intent', 1)
    const answer = (await call('wallet', cards)) as { data: { payment: { cards: unknown[] } } }
    expect(answer.data.payment.cards.length).toBeGreaterThan(0)
    expect(intents).toHaveBeenCalledTimes(1)
  })

  it('still stale after 5 renewals, gives the operation default', async () => {
    const { messageOf, faulted, intents } = await harness()
    expect(await messageOf('wallet', faulted('404-intent', cards))).toBe(text('getCardsDefault'))
    expect(intents).toHaveBeenCalledTimes(5)
  })
})

describe('wallet-flyout.md §7 "Timeout is 10000 ms" (latency, on a fake clock)', () => {
  // Signed in on real time; then the app's latency and the client's timeout share a fake clock.
  const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function settle<T>(work: Promise<T>, ms: number) {
    const outcome = work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    )
    await vi.advanceTimersByTimeAsync(ms)
    return outcome
  }

  it('latency past 10 s is a 408 with the timeout text', async () => {
    const { call, faulted } = await harness()
    fakeClock()
    const outcome = await settle(call('wallet', faulted('latency=15000', cards)), 10_000)
    expect(outcome.ok).toBe(false)
    const error = outcome.ok ? undefined : outcome.error
    expect(isApiError(error) && error.kind).toBe('timeout')
    expect(isApiError(error) && error.status).toBe(408)
    expect((error as Error).message).toBe(text('walletTimeout'))
  })

  it('latency under 10 s answers normally', async () => {
    const { call, faulted } = await harness()
    fakeClock()
    const outcome = await settle(call('wallet', faulted('latency=2000', cards)), 2_000)
    expect(outcome.ok).toBe(true)
  })

  it('a timeout outside the wallet gives the generic technical-difficulties text', async () => {
    const { call, faulted } = await harness()
    fakeClock()
    const outcome = await settle(call('profile', faulted('latency=15000')), 10_000)
    expect(outcome.ok ? undefined : (outcome.error as Error).message).toBe(
      text('technicalDifficultiesTryLater'),
    )
  })
})

describe('a dropped connection (the server cuts the socket)', () => {
  it('is the offline text, on a real loopback server', async () => {
    const store = createMemoryStore()
    const servers = await startSandboxServers({
      store,
      storefrontDist: '/nonexistent',
      hostname: '127.0.0.1',
      port: 0,
      cardFramePort: 0,
    })
    try {
      const { messageOf, faulted } = await harness({
        baseUrl: servers.storefrontOrigin,
        fetch: globalThis.fetch,
      })
      expect(await messageOf('wallet', faulted('drop', cards))).toBe(text('offline'))
      expect(await messageOf('profile', faulted('drop'))).toBe(text('offline'))
    } finally {
      await servers.close()
      store.close()
    }
  })
})
