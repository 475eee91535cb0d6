import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { type ComponentType, useEffect, useId, useLayoutEffect, useRef } from 'react'
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
  /**
   * Element that gets focus back on close; by default the dialog's trigger, or what had focus
   * when it opened. Pass the opening control when it is not a `Dialog.Trigger`. @default undefined
   */
  finalFocusEl?: ArkDialog.RootProps['finalFocusEl']
  /** Mount the content only when the dialog first opens. @default true */
  lazyMount?: boolean | undefined
  /** Unmount the content on close, so every opening starts fresh. @default true */
  unmountOnExit?: boolean | undefined
}

/** Holds the state of a modal dialog: focus trapped inside, Escape closes, focus returns to the trigger. */
export const DialogRoot = withRootProvider<ComponentType<DialogRootProps>>(ModalDialogRoot, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})

/**
 * Content ids of the kit's dialogs and flyouts that were asked to close (their layer may
 * still be up while they animate out or until their effects clean up).
 */
const closing = new Set<string>()

/**
 * Ark's root, with one change: a dialog that opens while another is closing (one hands over
 * to the next in the same update, such as Delete in an edit dialog opening its confirmation)
 * is not shut when the closing one's layer goes, nor when it returns focus to its trigger. The layer stack counts every layer opened
 * later as nested in the earlier ones and dismisses them with it; that is right for a dialog
 * opened from inside one that is still open, so such a dialog still closes with its parent.
 */
export function ModalDialogRoot(props: ArkDialog.RootProps) {
  const generated = useId()
  const id = props.id ?? generated
  const contentId = props.ids?.content ?? `dialog:${id}:content`
  const { modal = true, open, onOpenChange, onRequestDismiss, onFocusOutside } = props
  if (open === false) closing.add(contentId)
  else if (open === true) closing.delete(contentId)
  // Which dialogs were already closing when this one opened.
  const closingWhenOpened = useRef<ReadonlySet<string>>(new Set())
  const shown = open ?? props.defaultOpen ?? false
  useLayoutEffect(() => {
    if (shown) closingWhenOpened.current = new Set(closing)
  }, [shown])
  useEffect(() => () => void closing.delete(contentId), [contentId])
  return (
    <ArkDialog.Root
      {...props}
      id={id}
      onOpenChange={(details) => {
        if (details.open) {
          closing.delete(contentId)
          closingWhenOpened.current = new Set(closing)
        } else closing.add(contentId)
        onOpenChange?.(details)
      }}
      // A modal dialog traps focus, so focus leaves it only when code moves it (the closing
      // dialog returning focus to its trigger): that is not the shopper dismissing it.
      onFocusOutside={(event) => {
        onFocusOutside?.(event)
        if (modal) event.preventDefault()
      }}
      onRequestDismiss={(event) => {
        const parent = event.detail.targetLayer
        if (parent instanceof Element && closingWhenOpened.current.has(parent.id))
          event.preventDefault()
        onRequestDismiss?.(event)
      }}
    />
  )
}
