import { checkoutPageText } from '@aisle/flows'
import { Flyout } from '@aisle/ui'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'

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
  if (!compact) return open ? <div>{children}</div> : null
  return (
    <Flyout.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onClose()
      }}
    >
      <Portal>
        <Flyout.Backdrop />
        <Flyout.Positioner>
          <Flyout.Content>
            <Flyout.Header>
              <Flyout.Title>{title}</Flyout.Title>
              <Flyout.CloseTrigger label={checkoutPageText.close} />
            </Flyout.Header>
            <Flyout.Body>{children}</Flyout.Body>
          </Flyout.Content>
        </Flyout.Positioner>
      </Portal>
    </Flyout.Root>
  )
}
