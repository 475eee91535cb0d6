import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in HTML rendered on a server and while the browser hydrates it, true once the page's
 * scripts run it. A form sent as HTML keeps its submit button disabled until then, so a press
 * before the scripts arrive cannot submit it natively (its fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
