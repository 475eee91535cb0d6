/** Where the stored redirect path is kept (session storage in the app). */
export const STORED_REDIRECT_KEY = 'aisle:redirect-path'

/** The part of `Storage` the rule needs. */
export interface RedirectStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * checkout.md §2 Routes, the order complete page: if a stored redirect path equals the
 * current path, the stored value is reset to / and the user goes to /. Returns where to go
 * ('/'), or undefined to stay.
 */
export function applyStoredRedirect(
  storage: RedirectStorage,
  current: { pathname: string; search?: string },
): '/' | undefined {
  const stored = storage.getItem(STORED_REDIRECT_KEY)
  if (stored === null) return undefined
  const here = [current.pathname, `${current.pathname}${current.search ?? ''}`]
  if (!here.includes(stored)) return undefined
  storage.setItem(STORED_REDIRECT_KEY, '/')
  return '/'
}
