import { describe, expect, it, vi } from 'vitest'
import { messages } from '../errors/messages.js'
import { createApiClient } from './client.js'
import {
  createFakeFetch,
  emptyWalletBody,
  json,
  serviceError,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'

const flags = {
  'x-show-snap-card': 'true',
  'x-show-gift-cards': 'true',
  'x-giftcard-balance': 'true',
} as const

function setup(reply: Parameters<typeof createFakeFetch>[0], onSignInPage = false) {
  const fake = createFakeFetch(reply)
  let issued = 0
  const getNewToken = vi.fn(async (): Promise<string | undefined> => {
    issued += 1
    return `token-${issued + 1}`
  })
  const redirectToSignIn = vi.fn()
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    wallet: testWallet,
    getToken: () => 'token-1',
    getNewToken,
    redirectToSignIn,
    isOnSignInPage: () => onSignInPage,
  })
  const bearers = () => fake.requests.map((r) => r.headers.authorization)
  return { client, fake, getNewToken, redirectToSignIn, bearers }
}

describe('401: new token and retry (wallet-flyout.md §7 "Client behaviour on responses")', () => {
  it('asks the host for a new token and retries with it', async () => {
    const { client, getNewToken, redirectToSignIn, bearers } = setup((_, i) =>
      i === 0 ? serviceError(401) : json(200, emptyWalletBody),
    )
    await expect(client.call('wallet', { headers: flags })).resolves.toEqual(emptyWalletBody)
    expect(getNewToken).toHaveBeenCalledTimes(1)
    expect(bearers()).toEqual(['Bearer token-1', 'Bearer token-2'])
    expect(redirectToSignIn).not.toHaveBeenCalled()
  })

  it('keeps the renewed token for later calls', async () => {
    const { client, bearers } = setup((_, i) =>
      i === 0 ? serviceError(401) : json(200, emptyWalletBody),
    )
    await client.call('wallet', { headers: flags })
    await client.call('wallet', { headers: flags })
    expect(bearers()).toEqual(['Bearer token-1', 'Bearer token-2', 'Bearer token-2'])
  })

  it('retries at most 5 times, then sends the shopper to sign-in (wallet-flyout.md §9)', async () => {
    const { client, fake, getNewToken, redirectToSignIn } = setup(() => serviceError(401))
    const error = await client.call('wallet', { headers: flags }).catch((e: unknown) => e)
    expect(getNewToken).toHaveBeenCalledTimes(5)
    expect(fake.requests).toHaveLength(6)
    expect(redirectToSignIn).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      signInRequested: true,
      message: messages.sessionExpiredLogIn,
    })
  })

  it('goes to sign-in at once when the host has no new token', async () => {
    const { client, fake, getNewToken, redirectToSignIn } = setup(() => serviceError(401))
    getNewToken.mockResolvedValueOnce(undefined)
    await expect(client.call('wallet', { headers: flags })).rejects.toMatchObject({
      kind: 'unauthenticated',
    })
    expect(fake.requests).toHaveLength(1)
    expect(redirectToSignIn).toHaveBeenCalledTimes(1)
  })

  it('shares one renewal between calls that fail together', async () => {
    const { client, getNewToken } = setup((request) =>
      request.headers.authorization === 'Bearer token-1'
        ? serviceError(401)
        : json(200, emptyWalletBody),
    )
    await Promise.all([
      client.call('wallet', { headers: flags }),
      client.call('wallet', { headers: flags }),
    ])
    expect(getNewToken).toHaveBeenCalledTimes(1)
  })
})

describe('403: sign-in unless already there (account-area.md §6)', () => {
  it('sends the shopper to sign-in without retrying', async () => {
    const { client, fake, getNewToken, redirectToSignIn } = setup(() => serviceError(403))
    const error = await client.call('profile').catch((e: unknown) => e)
    expect(redirectToSignIn).toHaveBeenCalledTimes(1)
    expect(getNewToken).not.toHaveBeenCalled()
    expect(fake.requests).toHaveLength(1)
    // checkout.md §8: 'Session expired: 'Your session has expired.' and redirect to sign-in.'
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 403,
      signInRequested: true,
      message: messages.sessionExpired,
    })
  })

  it('does not redirect when the shopper is on the sign-in page', async () => {
    const { client, redirectToSignIn } = setup(() => serviceError(403), true)
    await expect(client.call('profile')).rejects.toMatchObject({
      kind: 'unauthenticated',
      signInRequested: false,
    })
    expect(redirectToSignIn).not.toHaveBeenCalled()
  })
})
