import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

/** A fresh SWR cache per test, no deduping, no focus or reconnect revalidation. */
export function SwrTestWrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      }}
    >
      {children}
    </SWRConfig>
  )
}
