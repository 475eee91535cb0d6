import { Dialog as ArkDialog } from '@ark-ui/react/dialog'

/**
 * Closes the flyout from a text action such as "Cancel": unstyled, so wrap a `Button`
 * with `asChild`. For the icon button in the header use `Flyout.CloseTrigger`.
 */
export const FlyoutActionTrigger = ArkDialog.CloseTrigger
export type FlyoutActionTriggerProps = ArkDialog.CloseTriggerProps
