import {
  type FraudDetection,
  type FraudEnvironment,
  fraudScriptUrl,
  loadFraudDetection,
} from '@aisle/flows'

/**
 * The fraud-detection tag on the page (wallet-flyout.md §4 "Closing", §6, §7, §9;
 * checkout.md §7): loaded once per address (the flyout's first open, the payment page
 * with its checkout id), up to 3 attempts. A card form reads what has arrived when it
 * submits and never waits for it: a tag that failed or is late does not stop a card.
 */

/** §9 "HTML timeout 10000 ms": one attempt's limit. */
export const FRAUD_TAG_TIMEOUT_MS = 10_000

/** What the tag sets on the window (apps/sandbox/src/fraud/detect.js). */
interface TagWindow {
  aisleFraudDetection?: { transactionId?: unknown; sessionId?: unknown; pageId?: unknown }
}

/** The page as one attempt needs it; tests hand in a fake. */
export interface TagPage {
  window: TagWindow
  createScript(): Pick<HTMLScriptElement, 'src' | 'async' | 'onload' | 'onerror' | 'remove'>
  append(script: ReturnType<TagPage['createScript']>): void
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserPage = (): TagPage => ({
  window: window as unknown as TagWindow,
  createScript: () => document.createElement('script'),
  append: (script) => document.head.append(script as HTMLScriptElement),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
})

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** One attempt: a script element; resolves what the tag handed the page, or rejects. */
export function injectFraudTag(src: string, page: TagPage = browserPage()) {
  return new Promise<FraudDetection | undefined>((resolve, reject) => {
    // A detection left by an earlier load is not this one's.
    delete page.window.aisleFraudDetection
    const script = page.createScript()
    const fail = (reason: string) => {
      script.remove()
      reject(new Error(reason))
    }
    const timer = page.setTimeout(() => fail('fraud tag timed out'), FRAUD_TAG_TIMEOUT_MS)
    script.onerror = () => {
      page.clearTimeout(timer)
      fail('fraud tag failed to load')
    }
    script.onload = () => {
      page.clearTimeout(timer)
      const given = page.window.aisleFraudDetection
      const transactionId = text(given?.transactionId)
      if (transactionId === undefined) return resolve(undefined)
      const sessionId = text(given?.sessionId)
      const pageId = text(given?.pageId)
      resolve({
        transactionId,
        ...(sessionId === undefined ? {} : { sessionId }),
        ...(pageId === undefined ? {} : { pageId }),
      })
    }
    script.async = true
    script.src = src
    page.append(script)
  })
}

const loads = new Map<string, { detection?: FraudDetection }>()

/** Starts loading the tag at `src` unless it has been started already (first open). */
export function startFraudTag(
  src: string | undefined,
  inject: (src: string) => Promise<FraudDetection | undefined> = injectFraudTag,
): void {
  if (src === undefined || loads.has(src)) return
  const load: { detection?: FraudDetection } = {}
  loads.set(src, load)
  void loadFraudDetection(() => inject(src)).then((detection) => {
    if (detection !== undefined) load.detection = detection
  })
}

/** What the tag at `src` has handed over so far, if anything. */
export const fraudDetectionOf = (src: string | undefined): FraudDetection | undefined =>
  src === undefined ? undefined : loads.get(src)?.detection

/** The tag's address for a wallet host (none for pharmacy, §6). */
export function fraudTagSrc(config: {
  environment: FraudEnvironment
  appName: string
  bannerDomain: string
  checkoutConfig?: { checkoutId?: string }
}): string | undefined {
  const checkoutId = config.checkoutConfig?.checkoutId
  return fraudScriptUrl({
    environment: config.environment,
    appName: config.appName,
    bannerDomain: config.bannerDomain,
    ...(checkoutId === undefined ? {} : { checkoutId }),
  })
}
