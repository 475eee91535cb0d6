import { messages } from './messages.js'

/**
 * The code of an answer that comes without its versionKey (checkout.md §8 "Missing
 * versionKey: message plus code"). The spec gives no code; this one is ours: 'VK' for
 * versionKey, 1 for missing.
 */
export const MISSING_VERSION_KEY_CODE = 'VK1'

/**
 * Whether an answer's contract issues say its versionKey is missing (or not text): a
 * checkout or promise without it cannot be updated (checkout.md §4 "The checkout must
 * have a versionKey first"). Issue paths are dotted, from the top of the answer.
 */
export function lacksVersionKey(issues: readonly { path: string }[]): boolean {
  return issues.some((issue) => issue.path === 'versionKey')
}

/** The text a shopper sees: the technical-difficulties message, then the code. */
export const missingVersionKeyMessage = `${messages.checkoutTechnicalDifficulties} Error Code ${MISSING_VERSION_KEY_CODE}`
