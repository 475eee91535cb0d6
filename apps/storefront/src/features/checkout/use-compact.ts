import { createContext, useContext, useSyncExternalStore } from 'react'

// checkout.md §9: the compact layout is under 768 px.
const COMPACT = '(max-width: 47.99rem)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(COMPACT)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Stories only: forces the narrow or the wide layout whatever the viewport. */
export const CompactOverride = createContext<boolean | undefined>(undefined)

/** Layout only: whether the viewport is narrower than 768 px. */
export function useCompact(): boolean {
  const override = useContext(CompactOverride)
  const matches = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT).matches,
    () => false,
  )
  return override ?? matches
}
