import { WALLET_TIMEOUT_MS } from '../errors/wallet.js'

/** Makes the signal that aborts one request after `ms` (`AbortSignal.timeout` by default). */
export type TimeoutSignalFactory = (ms: number) => AbortSignal

export const defaultTimeoutSignal: TimeoutSignalFactory = (ms) => AbortSignal.timeout(ms)

/** wallet-flyout.md §7 and §9: 10000 ms. */
export const REQUEST_TIMEOUT_MS = WALLET_TIMEOUT_MS

/** The request ran out of time; the client reports it as 408. */
export class TimeoutReached extends Error {
  override readonly name = 'TimeoutReached'
  readonly ms: number
  constructor(ms: number) {
    super(`No answer within ${ms} ms`)
    this.ms = ms
  }
}

/**
 * Runs `work` with a timeout signal and rejects with `TimeoutReached` when the signal
 * fires, even if `work` ignores it; any other failure of `work` passes through.
 */
export function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  timeoutSignal: TimeoutSignalFactory = defaultTimeoutSignal,
): Promise<T> {
  const signal = timeoutSignal(ms)
  if (signal.aborted) return Promise.reject(new TimeoutReached(ms))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new TimeoutReached(ms))
    signal.addEventListener('abort', onAbort, { once: true })
    work(signal)
      .then(resolve, (error: unknown) => reject(signal.aborted ? new TimeoutReached(ms) : error))
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}
