export { DialogContext as Context } from '@ark-ui/react/dialog'
export {
  FlyoutActionTrigger as ActionTrigger,
  type FlyoutActionTriggerProps as ActionTriggerProps,
} from './flyout-action-trigger.js'
export {
  FlyoutBackTrigger as BackTrigger,
  type FlyoutBackTriggerProps as BackTriggerProps,
} from './flyout-back-trigger.js'
export {
  FlyoutBackdrop as Backdrop,
  type FlyoutBackdropProps as BackdropProps,
} from './flyout-backdrop.js'
export { FlyoutBody as Body, type FlyoutBodyProps as BodyProps } from './flyout-body.js'
export {
  FlyoutCloseTrigger as CloseTrigger,
  type FlyoutCloseTriggerProps as CloseTriggerProps,
} from './flyout-close-trigger.js'
export {
  FlyoutContent as Content,
  type FlyoutContentProps as ContentProps,
} from './flyout-content.js'
export {
  FlyoutDescription as Description,
  type FlyoutDescriptionProps as DescriptionProps,
} from './flyout-description.js'
export { FlyoutFooter as Footer, type FlyoutFooterProps as FooterProps } from './flyout-footer.js'
export { FlyoutHeader as Header, type FlyoutHeaderProps as HeaderProps } from './flyout-header.js'
export {
  FlyoutPositioner as Positioner,
  type FlyoutPositionerProps as PositionerProps,
} from './flyout-positioner.js'
export { FlyoutRoot as Root, type FlyoutRootProps as RootProps } from './flyout-root.js'
export { FlyoutTitle as Title, type FlyoutTitleProps as TitleProps } from './flyout-title.js'
export {
  FlyoutTrigger as Trigger,
  type FlyoutTriggerProps as TriggerProps,
} from './flyout-trigger.js'
