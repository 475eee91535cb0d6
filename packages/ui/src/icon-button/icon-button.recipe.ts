import { defineRecipe } from '@pandacss/dev'

export const iconButtonRecipe = defineRecipe({
  className: 'iconButton',
  description: 'Square buttons that hold only an icon and are named by an aria-label',
  jsx: ['IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    p: '0',
    borderRadius: 'control',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    bg: 'transparent',
    color: 'fg.default',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'enter',
    _focusVisible: {
      outlineWidth: 'thick',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '0.5',
    },
    _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    // The button sets the icon's size, whatever size the icon was given.
    '& svg': { width: 'var(--icon-button-icon)', height: 'var(--icon-button-icon)' },
  },
  variants: {
    variant: {
      ghost: { _hover: { _enabled: { bg: 'bg.muted' } } },
      outline: {
        bg: 'bg.surface',
        borderColor: 'border.control',
        _hover: { _enabled: { bg: 'bg.muted', borderColor: 'border.strong' } },
      },
      solid: {
        bg: 'accent.solid',
        color: 'accent.onSolid',
        _hover: { _enabled: { bg: 'accent.solidHover' } },
      },
    },
    size: {
      // 32 px: above the 24 px minimum target size (WCAG 2.5.8).
      sm: { width: '8', height: '8', '--icon-button-icon': 'token(spacing.4)' },
      md: { width: '10', height: '10', '--icon-button-icon': 'token(spacing.5)' },
      lg: { width: 'control', height: 'control', '--icon-button-icon': 'token(spacing.6)' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
})
