import { type TokenResponse, tokenResponseSchema } from '../contracts/auth.js'
import { type ApiClient, type ApiClientOptions, type ApiResult, createApiClient } from './client.js'

/** Where a signed-in client keeps the shopper's tokens. */
export interface TokenStore {
  get(): TokenResponse | undefined
  set(tokens: TokenResponse | undefined): void
}

/** Tokens for this page's life only (the default). */
export function memoryTokenStore(initial?: TokenResponse): TokenStore {
  let tokens = initial
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next
    },
  }
}

/**
 * Tokens in a Web Storage (`sessionStorage`: this tab, across reloads). What is stored is
 * parsed again on read; anything else reads as signed out.
 */
export function storageTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key = 'aisle.tokens',
): TokenStore {
  return {
    get() {
      const text = storage.getItem(key)
      if (text === null) return undefined
      try {
        const parsed = tokenResponseSchema.safeParse(JSON.parse(text))
        return parsed.success ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    set(tokens) {
      if (tokens === undefined) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(tokens))
    },
  }
}

export interface SignedInClientOptions extends Omit<ApiClientOptions, 'getToken' | 'getNewToken'> {
  /** @default memoryTokenStore() */
  tokens?: TokenStore
}

/** A service client that signs the shopper in and keeps their token fresh. */
export interface SignedInClient extends ApiClient {
  /** `signIn` (POST /api/auth/token); on success the tokens are kept and sent. */
  signIn(email: string, password: string): Promise<ApiResult<TokenResponse>>
  /** Revokes the refresh token (`signOut`) and forgets the tokens. */
  signOut(): Promise<void>
  /** True while tokens are held (the service still decides, with a 401). */
  isSignedIn(): boolean
}

/**
 * `createApiClient` with sign-in and token refresh wired in, for a team calling the
 * services from its own app: every call sends the access token; a 401 trades the refresh
 * token for a new pair once for all the calls that failed together, and retries (up to
 * `maxRetries`); a refused refresh forgets the tokens, and a 401 left over or a 403 calls
 * `redirectToSignIn` (wallet-flyout.md §7, account-area.md §6). The token calls go
 * through a client of their own, with the same `baseUrl`, `fetch` and `banner`.
 */
export function createSignedInClient(options: SignedInClientOptions = {}): SignedInClient {
  const { tokens = memoryTokenStore(), ...clientOptions } = options
  const auth = createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    banner: options.banner,
    timeoutMs: options.timeoutMs,
    timeoutSignal: options.timeoutSignal,
    messageContext: options.messageContext,
  })

  async function refresh(): Promise<string | undefined> {
    const held = tokens.get()
    if (held === undefined) return undefined
    const result = await auth.attempt('refreshToken', {
      body: { refreshToken: held.refreshToken },
    })
    if (result.ok) {
      tokens.set(result.data)
      return result.data.accessToken
    }
    // A refused grant ends the session; a network failure keeps it for the next try.
    if (result.error.kind === 'http' && tokens.get() === held) tokens.set(undefined)
    return undefined
  }

  const client = createApiClient({
    ...clientOptions,
    getToken: () => tokens.get()?.accessToken,
    getNewToken: refresh,
  })

  return {
    call: client.call,
    attempt: client.attempt,
    async signIn(email, password) {
      const result = await auth.attempt('signIn', { body: { email, password } })
      if (result.ok) tokens.set(result.data)
      return result
    },
    async signOut() {
      const held = tokens.get()
      tokens.set(undefined)
      if (held === undefined) return
      await auth.attempt('signOut', { body: { refreshToken: held.refreshToken } })
    },
    isSignedIn: () => tokens.get() !== undefined,
  }
}
