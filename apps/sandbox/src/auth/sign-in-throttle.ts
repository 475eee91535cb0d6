// Browser-safe: how many sign-in attempts may fail, per account and per client, in a
// sliding window. Only failures (and attempts still being checked) count: a shopper who
// signs in right, however often (the end-to-end suites do, many times), is never held.

export interface SignInThrottleSettings {
  /** The sliding window. @default 300000 (5 minutes) */
  windowMs: number
  /** Failed (or pending) attempts one account (banner and email) may have in the window. @default 10 */
  perAccount: number
  /** Failed (or pending) attempts one client (its address) may have in the window. @default 30 */
  perClient: number
  /** Accounts and clients remembered at most; the least recent are forgotten first. @default 10000 */
  maxTracked: number
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = {
  windowMs: 5 * 60 * 1000,
  perAccount: 10,
  perClient: 30,
  maxTracked: 10_000,
}

interface Tally {
  /** Epoch ms of the latest failures, oldest first; never more than the key's limit. */
  failures: number[]
  pending: number
}

export type SignInAttempt =
  | { refused: true; retryAfterSeconds: number }
  | { refused: false; finish(succeeded: boolean): void }

/** Per app (not persisted): a restart forgets the failures. */
export class SignInThrottle {
  readonly settings: SignInThrottleSettings
  readonly #now: () => Date
  readonly #tallies = new Map<string, Tally>()

  /** How many accounts and clients are remembered now (bounded by maxTracked). */
  get tracked(): number {
    return this.#tallies.size
  }

  constructor(settings: Partial<SignInThrottleSettings> = {}, now: () => Date = () => new Date()) {
    this.settings = { ...DEFAULT_SIGN_IN_THROTTLE, ...settings }
    this.#now = now
  }

  /**
   * Starts an attempt of `account` from `client`: refused (with the seconds until one more
   * may go) when either has used its failures in the window, counting attempts still
   * being checked; otherwise `finish` must be called with the outcome.
   */
  begin(account: string, client: string): SignInAttempt {
    const at = this.#now().getTime()
    const keys: Array<[string, number]> = [
      [`account:${account}`, this.settings.perAccount],
      [`client:${client}`, this.settings.perClient],
    ]
    let wait = 0
    for (const [key, limit] of keys) {
      const tally = this.#tally(key, at)
      if (tally.failures.length + tally.pending < limit) continue
      // The failure that must leave the window before one more attempt fits; pending ones
      // end within seconds.
      const blocking = tally.failures[tally.failures.length + tally.pending - limit]
      const ms = blocking === undefined ? 1000 : blocking + this.settings.windowMs - at
      wait = Math.max(wait, ms)
    }
    if (wait > 0) return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }

    const tallies = keys.map(([key]) => {
      const tally = this.#tally(key, at)
      tally.pending += 1
      this.#remember(key, tally)
      return tally
    })
    let finished = false
    return {
      refused: false,
      finish: (succeeded) => {
        if (finished) return
        finished = true
        const end = this.#now().getTime()
        keys.forEach(([key, limit], index) => {
          const tally = tallies[index] as Tally
          tally.pending -= 1
          if (!succeeded) {
            tally.failures.push(end)
            if (tally.failures.length > limit)
              tally.failures.splice(0, tally.failures.length - limit)
          }
          // A right password clears the account's failures, not the client's.
          if (succeeded && key.startsWith('account:')) tally.failures = []
          this.#remember(key, tally)
        })
      },
    }
  }

  /** The tally of a key, its failures outside the window dropped. */
  #tally(key: string, at: number): Tally {
    const tally = this.#tallies.get(key) ?? { failures: [], pending: 0 }
    const since = at - this.settings.windowMs
    while (tally.failures.length > 0 && (tally.failures[0] as number) <= since) {
      tally.failures.shift()
    }
    this.#remember(key, tally)
    return tally
  }

  /** Keeps a key as the most recent; forgets it when idle, and the least recent past maxTracked. */
  #remember(key: string, tally: Tally): void {
    this.#tallies.delete(key)
    if (tally.failures.length === 0 && tally.pending === 0) return
    this.#tallies.set(key, tally)
    for (const old of this.#tallies.keys()) {
      if (this.#tallies.size <= this.settings.maxTracked) break
      this.#tallies.delete(old)
    }
  }
}
