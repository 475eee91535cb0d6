import { useDeferredValue } from 'react'

/**
 * `ready`, but true only once React has rendered it in a deferred pass. A screen whose first
 * render is large (every section of a page and their hooks) is rendered then, in a
 * transition that React splits into short tasks and leaves when input arrives, instead of in
 * the one long task of the update that made it ready (a read's data arriving is a sync
 * update). Until that pass has committed, the caller keeps showing what it showed while
 * loading. Figures in docs/performance.md.
 */
export function useDeferredReady(ready: boolean): boolean {
  // The initial value makes the first render of a mounted-ready screen deferred too.
  const deferred = useDeferredValue(ready, false)
  return ready && deferred
}
