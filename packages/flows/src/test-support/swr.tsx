import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

// Test support of the hook tests (not built into the package): a fresh SWR cache per
// rendered hook, so no test reads another's answers through a shared cache key.

/** A fresh SWR cache, no deduping: every render of a test asks its fakes. */
export function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  )
}
