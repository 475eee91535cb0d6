export {
  ToastActionTrigger as ActionTrigger,
  type ToastActionTriggerProps as ActionTriggerProps,
} from './toast-action-trigger.js'
export {
  ToastCloseTrigger as CloseTrigger,
  type ToastCloseTriggerProps as CloseTriggerProps,
} from './toast-close-trigger.js'
export {
  ToastDescription as Description,
  type ToastDescriptionProps as DescriptionProps,
} from './toast-description.js'
export { ToastRoot as Root, type ToastRootProps as RootProps } from './toast-root.js'
export { ToastTitle as Title, type ToastTitleProps as TitleProps } from './toast-title.js'
