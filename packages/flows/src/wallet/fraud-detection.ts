import type { HostApplication } from '@aisle/api'

/**
 * The fraud-detection tag (wallet-flyout.md §4 "Closing", §6, §7 "Other calls", §9;
 * checkout.md §7): loaded on the flyout's first open (and by the payment page with its
 * checkout id), never for the pharmacy applications, up to 3 attempts. What it hands
 * the page goes with an added card as `fraudTransactionId` and `deviceInfo`.
 */

/** §9 "Fraud script load retries: 3": attempts in all, the first included. */
export const FRAUD_SCRIPT_ATTEMPTS = 3

/** §9 "Separate page ids for PROD and non-PROD" (the values are not shown: these are ours). */
export const FRAUD_PAGE_IDS = { PROD: 'aisle-wallet', NON_PROD: 'aisle-wallet-preprod' } as const

/** §9 "A fixed report group label for the hosted payment page" (value not shown: ours). */
export const FRAUD_REPORT_GROUP = 'Aisle Hosted Payment Page'

/** Where the tag is served, under its host. */
export const FRAUD_SCRIPT_PATH = '/fraud/v1/detect.js'

export type FraudEnvironment = 'PROD' | 'STAGE' | 'TEST' | 'LOCAL'

/** What one load of the tag hands the page. */
export interface FraudDetection {
  transactionId: string
  sessionId?: string
  pageId?: string
}

/** §6: the pharmacy applications RXWEB and EPRN load no tag and send no transaction id. */
export const loadsFraudScript = (appName: HostApplication | string): boolean =>
  appName !== 'RXWEB' && appName !== 'EPRN'

/**
 * The tag's host per environment (§7 "loaded per environment"): LOCAL is the page's own
 * origin (the sandbox serves it there); the others follow the payment hosts' naming.
 */
export function fraudScriptHost(environment: FraudEnvironment, bannerDomain: string): string {
  if (environment === 'LOCAL') return ''
  const prefix = environment === 'PROD' ? '' : `${environment.toLowerCase()}-`
  return `https://${prefix}fraud.${bannerDomain}`
}

export interface FraudScriptTarget {
  environment: FraudEnvironment
  appName: HostApplication | string
  bannerDomain: string
  /** The payment page's checkout (checkout.md §7 "with a checkout id"). */
  checkoutId?: string
}

/** The tag's address with the page id and report group (§9), or undefined for pharmacy (§6). */
export function fraudScriptUrl(target: FraudScriptTarget): string | undefined {
  if (!loadsFraudScript(target.appName)) return undefined
  const query = new URLSearchParams({
    pageId: target.environment === 'PROD' ? FRAUD_PAGE_IDS.PROD : FRAUD_PAGE_IDS.NON_PROD,
    reportGroup: FRAUD_REPORT_GROUP,
  })
  if (target.checkoutId !== undefined) query.set('checkoutId', target.checkoutId)
  return `${fraudScriptHost(target.environment, target.bannerDomain)}${FRAUD_SCRIPT_PATH}?${query}`
}

/**
 * Loads the tag, trying up to `attempts` times (§9): each try is one load; a failed or
 * empty one is tried again. Resolves undefined when every try failed: adding a card
 * goes on without a transaction id.
 */
export async function loadFraudDetection(
  loadOnce: (attempt: number) => Promise<FraudDetection | undefined>,
  attempts: number = FRAUD_SCRIPT_ATTEMPTS,
): Promise<FraudDetection | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const detection = await loadOnce(attempt)
      if (detection !== undefined && detection.transactionId !== '') return detection
    } catch {
      // Tried again below, up to the attempts.
    }
  }
  return undefined
}

/** The add-card request's fraud fields (§7): none without a detection. */
export function fraudRequestFields(detection: FraudDetection | undefined): {
  fraudTransactionId?: string
  deviceInfo?: { pageId?: string; sessionId?: string }
} {
  if (detection === undefined) return {}
  const deviceInfo = {
    ...(detection.pageId === undefined ? {} : { pageId: detection.pageId }),
    ...(detection.sessionId === undefined ? {} : { sessionId: detection.sessionId }),
  }
  return {
    fraudTransactionId: detection.transactionId,
    ...(Object.keys(deviceInfo).length === 0 ? {} : { deviceInfo }),
  }
}
