import type { ApiClient } from '@aisle/api'
import { createContext, type ReactNode, use } from 'react'

type ClientLoader = () => Promise<ApiClient>

const ApiClientContext = createContext<ClientLoader | null>(null)

/**
 * Hands the service client to the screens. The app gives the session's lazily loaded
 * client; stories give one signed in to the sandbox behind MSW. `load` must return the
 * same promise each time (it is cached by its maker).
 */
export function ApiClientProvider({ load, children }: { load: ClientLoader; children: ReactNode }) {
  return <ApiClientContext value={load}>{children}</ApiClientContext>
}

/** The service client; suspends until it has loaded. */
export function useApiClient(): ApiClient {
  const load = use(ApiClientContext)
  if (!load) throw new Error('useApiClient: no <ApiClientProvider> above this component')
  return use(load())
}
