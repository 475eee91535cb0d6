import { Dialog as ArkDialog } from '@ark-ui/react/dialog'

/**
 * Closes the dialog from a text action such as "Cancel": unstyled, so wrap a `Button`
 * with `asChild`. For the icon button in the corner use `Dialog.CloseTrigger`.
 */
export const DialogActionTrigger = ArkDialog.CloseTrigger
export type DialogActionTriggerProps = ArkDialog.CloseTriggerProps
