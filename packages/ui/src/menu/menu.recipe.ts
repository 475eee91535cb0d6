import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { popupList } from '../theme/selection-styles.js'

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'An actions menu: an icon button that opens a short list of commands',
  jsx: ['Menu', 'Menu.Root'],
  slots: menuAnatomy.keys(),
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      // 36 px: above the 24 px minimum target size (WCAG 2.5.8).
      width: 'control.sm',
      height: 'control.sm',
      borderRadius: 'control',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _open: { bg: 'bg.muted', color: 'fg.default' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', bg: 'transparent' },
      '& svg': { width: 'token(spacing.5)', height: 'token(spacing.5)' },
    },
    positioner: {},
    content: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '10rem',
      maxHeight: 'var(--available-height)',
      ...popupList,
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: 'control.sm',
      px: '3',
      fontSize: 'md',
      lineHeight: 'tight',
      color: 'fg.default',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: {
        bg: 'accent.subtleHover',
        boxShadow: 'inset token(spacing.1) 0 0 0 token(colors.accent.solid)',
      },
      '&[data-tone=critical]': {
        color: 'danger.fg',
        _highlighted: {
          bg: 'danger.bg',
          boxShadow: 'inset token(spacing.1) 0 0 0 token(colors.danger.solid)',
        },
      },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    separator: {
      my: '1',
      borderTopWidth: 'thin',
      borderTopStyle: 'solid',
      borderColor: 'border.default',
    },
  },
})
