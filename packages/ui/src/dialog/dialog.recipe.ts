import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** Shared by the dialog and the flyout: a dimmed backdrop that fades in. */
export const overlayBackdrop = {
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  bg: 'bg.overlay',
  transitionProperty: 'opacity',
  transitionDuration: 'enter',
  transitionTimingFunction: 'standard',
  _open: { _starting: { opacity: 0 } },
} as const

/** Shared by the dialog and the flyout: the icon button that closes the layer. */
export const overlayCloseTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 36 px: above the 24 px minimum target size (WCAG 2.5.8).
  width: 'control.sm',
  height: 'control.sm',
  borderRadius: 'control',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
} as const

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialogs and alert dialogs: a card centred over a backdrop',
  slots: dialogAnatomy.extendWith('body', 'footer').keys(),
  base: {
    backdrop: overlayBackdrop,
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: 'gutter',
      overscrollBehavior: 'contain',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      width: 'full',
      maxHeight: 'full',
      p: '6',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'card',
      boxShadow: 'overlay',
      transitionProperty: 'opacity, transform',
      transitionDuration: 'enter',
      transitionTimingFunction: 'standard',
      _open: { _starting: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' } },
      // A form around the title, body and footer (a dialog that submits) leaves them to
      // this column and its gap, as if it were not there.
      '& > form': { display: 'contents' },
    },
    title: {
      fontFamily: 'heading',
      fontWeight: 'heading',
      fontSize: 'xl',
      lineHeight: 'tight',
      // Leaves room for the close button in the top corner, when the dialog has one.
      '[data-part=content]:has([data-scope=dialog][data-part=close-trigger]) &': { pe: '8' },
    },
    description: { color: 'fg.muted', fontSize: 'md' },
    // The body scrolls, which would clip the focus ring (2 px, 2 px out) of a full-width
    // field; 4 px of padding, taken back by the margin, leave it room.
    body: { flex: '1', minHeight: '0', overflowY: 'auto', m: '-1', p: '1' },
    footer: {
      display: 'flex',
      // On a phone the actions stack full width, the last (the main one) on top, rather
      // than wrapping one by one; from 480 px they sit in a row at the end.
      flexDirection: { base: 'column-reverse', sm: 'row' },
      alignItems: { base: 'stretch', sm: 'center' },
      flexWrap: { base: 'nowrap', sm: 'wrap' },
      justifyContent: 'flex-end',
      gap: '3',
      pt: '2',
    },
    closeTrigger: { ...overlayCloseTrigger, position: 'absolute', top: '3', insetEnd: '3' },
  },
  variants: {
    size: {
      // 500 px, the default of account-area.md §2.
      md: { content: { maxWidth: 'dialog' } },
      // 650 px for the address dialogs (account-area.md §2);
      // full screen on phones, where a form needs every pixel.
      lg: {
        positioner: { p: { base: '0', sm: 'gutter' } },
        content: {
          maxWidth: { base: 'full', sm: 'dialog.lg' },
          height: { base: 'full', sm: 'auto' },
          borderRadius: { base: '0', sm: 'card' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
