import { type ReactNode, Suspense, useState } from 'react'

/**
 * Renders its children (an overlay loaded with React.lazy) from the first time `open`
 * holds, and keeps them mounted after, so the overlay closes (and opens again) as before.
 * The kit's Dialog and Flyout render nothing while closed (lazyMount, unmountOnExit): the
 * page's markup is the same, and their code loads on demand.
 */
export function MountOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!open && !opened) return null
  return <Suspense fallback={null}>{children}</Suspense>
}
