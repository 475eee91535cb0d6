/** The sign-in page's path and the query parameter that says where to go back to. */
export const SIGN_IN_PATH = '/signin'
export const RETURN_TO_PARAM = 'returnTo'

/** Where a page is: the parts of `window.location` a return path is made of. */
export interface PageLocation {
  pathname: string
  search?: string
  hash?: string
}

/**
 * The path to go back to after sign-in, or `fallback` when `value` is not a path of
 * this site. Only a relative path that starts with one `/` is kept: an absolute URL,
 * a protocol-relative `//host`, a `/\host` (browsers read `\` as `/`), a scheme such as
 * `javascript:`, control characters, or the sign-in page itself (a loop) give `fallback`.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  const path = value.split(/[?#]/, 1)[0] ?? ''
  if (path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}/`)) return fallback
  return value
}

/** `/signin?returnTo=<this page>`: where a signed-out shopper is sent from `location`. */
export function signInPathFor(location: PageLocation): string {
  const here = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`
  const back = safeReturnTo(here, '')
  return back === '' || back === '/'
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`
}

/** The sanitised return path carried by a sign-in page's query string. */
export function returnToOf(search: string, fallback = '/'): string {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM), fallback)
}

/** True on the sign-in page: a 401 or 403 there must not send the shopper to it again (account-area.md §6). */
export const isSignInPath = (pathname: string): boolean => pathname === SIGN_IN_PATH
