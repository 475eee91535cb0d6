// The fault sweep: every call of the checkout and the wallet (the routes whose contract
// cites checkout.md or wallet-flyout.md), under each of the sandbox's 401, 408, 409 and
// 5xx switches, through @aisle/api's client, with the same request retried afterwards.
// - 401 once: the client renews the token and the call goes through (wallet-flyout.md §7
//   "Client behaviour on responses"); the shopper sees nothing.
// - 408, 409, 5xx once: the call fails with a text of the catalogue (checkout.md §8,
//   wallet-flyout.md §8), never an empty or raw one; the request is left as it was sent
//   (what the shopper typed is what the retry sends), and the retry succeeds.
// The screens' part (the message shown, the form kept, the Retry control) is shown by the
// end-to-end tests of each screen; this sweep shows no call of the two specs is left out.
import {
  type ApiClient,
  createApiClient,
  greenleaf,
  isApiError,
  type MessageKey,
  messages,
  type RouteName,
  routes,
} from '@aisle/api'
import { describe, expect, it, vi } from 'vitest'
import { FAULTS_PATH } from '../src/faults.ts'
import { type Caller, sampleOf, sandbox, signIn } from './support.ts'

const BASE = 'http://sandbox.test'
const phone = greenleaf.customerService.default.display

/** Every text of the catalogue, as a shopper reads it: `{phone}` filled, other placeholders any text. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
const catalogue = (Object.keys(messages) as MessageKey[]).map((key) => {
  const filled = escapeRegExp(messages[key]).replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'phone' ? escapeRegExp(phone) : '.+',
  )
  return new RegExp(`^${filled}$`)
})
const isCatalogueText = (text: string) => catalogue.some((pattern) => pattern.test(text))

/** The sign-in calls renew tokens themselves: a 401 there is the shopper's password, not a sweep case. */
const TOKEN_CALLS: ReadonlySet<RouteName> = new Set<RouteName>(['signIn', 'refreshToken'])

const swept = (Object.keys(routes) as RouteName[]).filter(
  (name) =>
    !TOKEN_CALLS.has(name) &&
    routes[name].specs.some((s) => s.startsWith('checkout.md') || s.startsWith('wallet-flyout.md')),
)

type LooseArgs = {
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: unknown
}
type LooseCall = (name: RouteName, args?: LooseArgs) => Promise<unknown>

async function harness() {
  const { app, call: raw } = sandbox()
  let token = (await signIn(raw)).accessToken
  const getNewToken = vi.fn(async () => {
    token = (await signIn(raw)).accessToken
    return token
  })
  const client: ApiClient = createApiClient({
    baseUrl: BASE,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      app.fetch(new Request(input, init))) as typeof fetch,
    getToken: () => token,
    getNewToken,
    redirectToSignIn: vi.fn(),
    wallet: { appName: 'CLICKLIST', tenant: 'greenleaf', authType: 'B2C' },
    messageContext: { phone, host: 'CLICKLIST' },
  })
  const arm = async (route: RouteName, fault: string) => {
    const response = await app.fetch(
      new Request(`${BASE}${FAULTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route, fault, times: 1 }),
      }),
    )
    expect(response.status, `arming ${fault} on ${route}`).toBe(200)
  }
  return { raw, call: client.call as unknown as LooseCall, arm, getNewToken }
}

/** The sample request of a route (apps/sandbox/test/support.ts), made ready against the seed. */
async function prepared(raw: Caller, name: RouteName): Promise<LooseArgs> {
  const sample = sampleOf(name, 'greenleaf')
  await sample.before?.(raw, 'greenleaf')
  const { params, query, headers, body } = sample.call
  return {
    ...(params ? { params } : {}),
    ...(query ? { query } : {}),
    headers: { ...headers, 'x-banner': 'greenleaf' },
    ...(body === undefined ? {} : { body }),
  }
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work
  } catch (error) {
    if (isApiError(error)) return error.message
    throw error
  }
  throw new Error('the call did not fail')
}

describe('fault sweep: the checkout and wallet calls under 401, 408, 409 and 5xx', () => {
  it('covers every call of the two specs', () => {
    expect(swept.length).toBeGreaterThanOrEqual(35)
    expect(swept).toEqual(
      expect.arrayContaining(['updateCheckout', 'addWalletCard', 'deleteWalletCard', 'flashSales']),
    )
    // The check tells the catalogue from the service's own reasons.
    expect(isCatalogueText(messages.formError)).toBe(true)
    expect(isCatalogueText('Internal server error')).toBe(false)
  })

  it.each(swept)('%s: a 401 renews the token and the call goes through', async (name) => {
    const { raw, call, arm, getNewToken } = await harness()
    const args = await prepared(raw, name)
    await arm(name, '401')
    await expect(call(name, args)).resolves.toBeDefined()
    expect(getNewToken).toHaveBeenCalledTimes(1)
  })

  for (const fault of ['408', '409', '5xx']) {
    it.each(swept)(
      `%s: ${fault} shows a catalogue text, keeps the request, and the retry succeeds`,
      async (name) => {
        const { raw, call, arm } = await harness()
        const args = await prepared(raw, name)
        const sent = structuredClone(args)
        await arm(name, fault)
        const message = await failureOf(call(name, args))
        expect(isCatalogueText(message), `"${message}" is not a catalogue text`).toBe(true)
        expect(args).toEqual(sent)
        await expect(call(name, args)).resolves.toBeDefined()
      },
    )
  }
})
