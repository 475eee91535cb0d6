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
