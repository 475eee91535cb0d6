/**
 * The pages that send a signed-out visitor to sign-in, as the specs name them:
 * - shopping-method-selector.md §6: the address book and address editing (time
 *   slots are the scheduling page);
 * - checkout.md §2, §6: scheduling needs full authentication, the payment step a
 *   signed-in user.
 * Other account pages show a signed-out visitor the page without the account
 * wrapper (account-area.md §6), so they are not listed.
 */
const SIGNED_IN_PAGES: readonly RegExp[] = [
  /^\/account\/addresses$/,
  /^\/account\/address(\/[^/]+)?$/,
  /^\/scheduling$/,
  /^\/checkout$/,
]

export function requiresSignIn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SIGNED_IN_PAGES.some((pattern) => pattern.test(path))
}
