/**
 * A value the host can renew (a token, a payment intent). Calls failing together
 * share one renewal; a call whose stale value was already renewed by another simply
 * retries with the new one.
 */
export interface Refreshable {
  current(): Promise<string | undefined>
  /** Renews the value the failed attempt used; false when the host gave none. */
  refresh(stale: string | undefined): Promise<boolean>
}

export function createRefreshable(
  initial: () => string | undefined | Promise<string | undefined>,
  renew: (() => Promise<string | undefined>) | undefined,
): Refreshable {
  let renewed: string | undefined
  let inFlight: Promise<string | undefined> | undefined

  const renewOnce = async (): Promise<string | undefined> => {
    try {
      return await renew?.()
    } catch {
      return undefined
    } finally {
      inFlight = undefined
    }
  }

  return {
    async current() {
      try {
        return renewed ?? (await initial())
      } catch {
        // A host that cannot say its value sends none; the service's answer decides.
        return undefined
      }
    },
    async refresh(stale) {
      if (renew === undefined) return false
      if (renewed !== undefined && renewed !== stale) return true
      inFlight ??= renewOnce()
      const value = await inFlight
      if (value === undefined || value === '') return false
      renewed = value
      return true
    },
  }
}
