import { Flyout, Portal, Stack } from '@aisle/ui'
import type { SectionDrawerProps } from './section-drawer'

/** A section's editor in a drawer with a Close button (narrow screens, checkout.md §2). */
export default function SectionFlyout({
  title,
  open,
  onClose,
  closeLabel,
  children,
}: Omit<SectionDrawerProps, 'compact'> & {
  /** 'Close', from the page (which has the texts loaded already). */
  closeLabel: string
}) {
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
              <Flyout.CloseTrigger label={closeLabel} />
            </Flyout.Header>
            <Flyout.Body>
              {/* The editor's fields spaced as in the section on the page. */}
              <Stack gap="4">{children}</Stack>
            </Flyout.Body>
          </Flyout.Content>
        </Flyout.Positioner>
      </Portal>
    </Flyout.Root>
  )
}
