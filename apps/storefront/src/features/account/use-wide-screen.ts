import { useSyncExternalStore } from 'react'

// The kit's `md` breakpoint (768 px, the specs' 767/768 edge).
const MEDIUM_UP = '(min-width: 48rem)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MEDIUM_UP)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Layout only: whether the viewport is medium or wider (the left menu shows from there). */
export function useMediumUp(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MEDIUM_UP).matches,
    () => true,
  )
}
