export { DialogContext as Context } from '@ark-ui/react/dialog'
export {
  DialogActionTrigger as ActionTrigger,
  type DialogActionTriggerProps as ActionTriggerProps,
} from './dialog-action-trigger.js'
export {
  DialogBackdrop as Backdrop,
  type DialogBackdropProps as BackdropProps,
} from './dialog-backdrop.js'
export { DialogBody as Body, type DialogBodyProps as BodyProps } from './dialog-body.js'
export {
  DialogCloseTrigger as CloseTrigger,
  type DialogCloseTriggerProps as CloseTriggerProps,
} from './dialog-close-trigger.js'
export {
  DialogContent as Content,
  type DialogContentProps as ContentProps,
} from './dialog-content.js'
export {
  DialogDescription as Description,
  type DialogDescriptionProps as DescriptionProps,
} from './dialog-description.js'
export { DialogFooter as Footer, type DialogFooterProps as FooterProps } from './dialog-footer.js'
export {
  DialogPositioner as Positioner,
  type DialogPositionerProps as PositionerProps,
} from './dialog-positioner.js'
export { DialogRoot as Root, type DialogRootProps as RootProps } from './dialog-root.js'
export { DialogTitle as Title, type DialogTitleProps as TitleProps } from './dialog-title.js'
export {
  DialogTrigger as Trigger,
  type DialogTriggerProps as TriggerProps,
} from './dialog-trigger.js'
