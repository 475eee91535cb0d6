import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentType } from 'react'
import type { DialogVariantProps } from '#styled-system/recipes'
import { withRootProvider } from './dialog-style-context.js'

export interface DialogRootProps extends ArkDialog.RootProps {
  /**
   * `alertdialog` for a decision the user must take, such as confirming a deletion;
   * focus then starts on the first close trigger (the safe choice).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog' | undefined
  /**
   * Width of the card: `md` about 500 px for messages and confirmations, `lg` about 650 px
   * for forms such as the address dialogs (full screen below the `sm` breakpoint).
   * @default 'md'
   */
  size?: NonNullable<DialogVariantProps>['size'] | undefined
  /** Controlled open state; pair it with `onOpenChange`. Leave it out for an uncontrolled dialog. @default undefined */
  open?: boolean | undefined
  /** Open state of an uncontrolled dialog on first render. @default false */
  defaultOpen?: boolean | undefined
  /** Called with `{ open }` whenever the dialog asks to open or close. @default undefined */
  onOpenChange?: ArkDialog.RootProps['onOpenChange']
  /** Element to focus on open; by default the first focusable element inside. @default undefined */
  initialFocusEl?: ArkDialog.RootProps['initialFocusEl']
  /** Mount the content only when the dialog first opens. @default true */
  lazyMount?: boolean | undefined
  /** Unmount the content on close, so every opening starts fresh. @default true */
  unmountOnExit?: boolean | undefined
}

/** Holds the state of a modal dialog: focus trapped inside, Escape closes, focus returns to the trigger. */
export const DialogRoot = withRootProvider<ComponentType<DialogRootProps>>(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
