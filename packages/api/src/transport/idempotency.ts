import type { RouteName } from '../contracts/routes.js'
import { isWalletRoute } from './headers.js'

/** Payment and order calls outside the wallet (checkout.md §7, account-area.md §7). */
const paymentAndOrderRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'createCheckout',
  'updateCheckout',
  'addCardToOrder',
  'modifyTip',
  'addCheckoutCard',
  'updateCheckoutCard',
])

/** Wallet calls carry a fresh key each (wallet-flyout.md §7); so do payment and order calls. */
export function carriesIdempotencyKey(name: RouteName): boolean {
  return isWalletRoute(name) || paymentAndOrderRoutes.has(name)
}

function keyInBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('idempotencyKey' in body)) return undefined
  const key = body.idempotencyKey
  return typeof key === 'string' && key !== '' ? key : undefined
}

/**
 * The key of one call, made once and reused by every retry of that call. The
 * caller's key wins, then the one in an ACTIVATE or MODIFY body (checkout.md §7),
 * so header and body never disagree; otherwise a fresh one.
 */
export function idempotencyKeyOf(
  name: RouteName,
  args: { idempotencyKey?: string | undefined; body?: unknown },
  createKey: () => string,
): string | undefined {
  if (!carriesIdempotencyKey(name)) return undefined
  return args.idempotencyKey ?? keyInBody(args.body) ?? createKey()
}

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, so a page on
 * plain http (the sandbox on a LAN address) falls back to `getRandomValues`.
 */
export function randomIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
