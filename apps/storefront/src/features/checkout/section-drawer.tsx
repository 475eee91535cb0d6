import { checkoutPageText } from '@aisle/flows'
import { lazy, type ReactNode, Suspense } from 'react'
import { MountOnOpen } from '../../mount-on-open'

// The drawer (Flyout: dialog machine, focus trap) loads when a section first opens in it.
const SectionFlyout = lazy(() => import('./section-flyout'))

export interface SectionDrawerProps {
  title: string
  /** Narrow screens: the content opens in a drawer; wide ones show it in place. */
  compact: boolean
  open: boolean
  onClose: () => void
  children: ReactNode
}

/** A section's editor: a drawer with a Close button on narrow screens (checkout.md §2), else inline. */
export function SectionDrawer({ title, compact, open, onClose, children }: SectionDrawerProps) {
  if (!compact)
    return open ? (
      <div>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    ) : null
  return (
    <MountOnOpen open={open}>
      <SectionFlyout
        title={title}
        open={open}
        onClose={onClose}
        closeLabel={checkoutPageText.close}
      >
        {children}
      </SectionFlyout>
    </MountOnOpen>
  )
}
