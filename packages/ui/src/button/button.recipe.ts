import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Actions: primary, secondary and quiet, in accent or critical tone',
  jsx: ['Button'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minWidth: 'target',
    minHeight: 'target',
    borderRadius: 'control',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'body',
    fontWeight: 'control',
    lineHeight: 'tight',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'enter',
    _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'var(--button-solid)',
        color: 'var(--button-on-solid)',
        _hover: { _enabled: { bg: 'var(--button-solid-hover)' } },
      },
      secondary: {
        bg: 'bg.surface',
        color: 'var(--button-text)',
        borderColor: 'var(--button-solid)',
        _hover: { _enabled: { bg: 'var(--button-subtle)' } },
      },
      plain: {
        bg: 'transparent',
        color: 'var(--button-text)',
        textDecoration: 'underline',
        _hover: { _enabled: { bg: 'var(--button-subtle)' } },
        // It reads as a link: its text sits almost in line with the text around it, and the
        // hover tint keeps a little room on each side. Two classes, so it wins over the
        // size's padding.
        '&.button': { px: '1' },
      },
    },
    tone: {
      accent: {
        '--button-solid': 'token(colors.accent.solid)',
        '--button-solid-hover': 'token(colors.accent.solidHover)',
        '--button-on-solid': 'token(colors.accent.onSolid)',
        '--button-text': 'token(colors.accent.text)',
        '--button-subtle': 'token(colors.accent.subtle)',
      },
      critical: {
        '--button-solid': 'token(colors.danger.solid)',
        '--button-solid-hover': 'token(colors.danger.solidHover)',
        '--button-on-solid': 'token(colors.fg.inverse)',
        '--button-text': 'token(colors.danger.fg)',
        '--button-subtle': 'token(colors.danger.bg)',
      },
    },
    size: {
      sm: { minHeight: 'control.sm', px: '3', fontSize: 'sm' },
      md: { minHeight: 'control', px: '5', fontSize: 'md' },
    },
    fullWidth: {
      true: { width: 'full' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', tone: 'accent', size: 'md', fullWidth: false },
})
