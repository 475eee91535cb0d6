import type { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentType } from 'react'
import { ModalDialogRoot } from '../dialog/dialog-root.js'
import { withRootProvider } from './flyout-style-context.js'

export interface FlyoutRootProps extends ArkDialog.RootProps {
  /** `alertdialog` when the flyout asks for a decision before anything else. @default 'dialog' */
  role?: 'dialog' | 'alertdialog' | undefined
  /** Controlled open state; pair it with `onOpenChange`. Leave it out for an uncontrolled flyout. @default undefined */
  open?: boolean | undefined
  /** Open state of an uncontrolled flyout on first render. @default false */
  defaultOpen?: boolean | undefined
  /** Called with `{ open }` whenever the flyout asks to open or close. @default undefined */
  onOpenChange?: ArkDialog.RootProps['onOpenChange']
  /** Element to focus on open; by default the first focusable element inside. @default undefined */
  initialFocusEl?: ArkDialog.RootProps['initialFocusEl']
  /** Mount the content only when the flyout first opens. @default true */
  lazyMount?: boolean | undefined
  /** Unmount the content on close, so every opening starts fresh. @default true */
  unmountOnExit?: boolean | undefined
}

/** Holds the state of a modal drawer: focus trapped inside, Escape closes, focus returns to the trigger. */
export const FlyoutRoot = withRootProvider<ComponentType<FlyoutRootProps>>(ModalDialogRoot, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
