import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const tone = (name: 'info' | 'success' | 'warning' | 'danger') => ({
  root: {
    '--toast-bg': `token(colors.${name}.bg)`,
    '--toast-border': `token(colors.${name}.border)`,
    '--toast-fg': `token(colors.${name}.fg)`,
  },
})

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  description:
    'Short-lived notifications in a live region, in an info, success, warning or danger tone',
  slots: toastAnatomy.keys(),
  base: {
    // Ark places the group (fixed, in the chosen corner); the toasts fill its width.
    group: {
      width: 'min(token(sizes.flyout), calc(100vw - token(spacing.8)))',
      fontFamily: 'body',
    },
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      columnGap: '3',
      rowGap: '1',
      alignItems: 'start',
      width: 'full',
      py: '3',
      ps: '4',
      pe: '2',
      bg: 'var(--toast-bg)',
      color: 'fg.default',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'var(--toast-border)',
      borderInlineStartWidth: 'thick',
      borderRadius: 'card',
      boxShadow: 'raised',
      // Ark positions and stacks each toast through these variables.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'enter',
      transitionTimingFunction: 'standard',
      _closed: { transitionDuration: 'exit', transitionTimingFunction: 'exit' },
    },
    title: {
      gridColumn: '1',
      fontWeight: 'control',
      color: 'var(--toast-fg)',
      lineHeight: 'tight',
      pt: '1.5',
    },
    description: { gridColumn: '1', fontSize: 'sm' },
    actionTrigger: {
      gridColumn: '1',
      justifySelf: 'start',
      minHeight: 'target',
      mt: '1',
      px: '1',
      mx: '-1',
      borderRadius: 'control',
      color: 'var(--toast-fg)',
      fontWeight: 'control',
      fontSize: 'sm',
      textDecoration: 'underline',
      bg: 'transparent',
      cursor: 'pointer',
    },
    closeTrigger: {
      gridColumn: '2',
      gridRow: '1 / span 3',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // 36 px: above the 24 px minimum target size (WCAG 2.5.8).
      width: 'control.sm',
      height: 'control.sm',
      borderRadius: 'control',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
    },
  },
  variants: {
    tone: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'info' },
})
