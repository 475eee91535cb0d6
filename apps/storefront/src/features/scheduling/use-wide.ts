import { createContext, useContext, useSyncExternalStore } from 'react'

// The kit's PageLayout.Body puts the aside beside the content from 1024 px (checkout.md §9
// breakpoints 1023/1024); below that everything is one column, the aside last.
const WIDE = '(min-width: 64rem)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Stories only: forces the one-column or the wide placement whatever the viewport. */
export const WideOverride = createContext<boolean | undefined>(undefined)

/** Layout only: whether the page has its side column (1024 px and wider). */
export function useWide(): boolean {
  const override = useContext(WideOverride)
  const matches = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  )
  return override ?? matches
}
