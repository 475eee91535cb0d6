import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Short status labels and tags, such as a preferred card or a locker location',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    flexShrink: '0',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderRadius: 'pill',
    fontFamily: 'body',
    fontWeight: 'control',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'border.default' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.border' },
      success: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' },
      warning: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' },
      danger: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' },
      info: { bg: 'info.bg', color: 'info.fg', borderColor: 'info.border' },
    },
    size: {
      sm: { px: '2', py: '0.5', fontSize: 'xs' },
      md: { px: '3', py: '1', fontSize: 'sm' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
})
