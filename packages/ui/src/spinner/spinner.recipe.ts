import { defineSlotRecipe } from '@pandacss/dev'

export const spinnerRecipe = defineSlotRecipe({
  className: 'spinner',
  description: 'A busy indicator that appears after a short delay, with a label',
  jsx: ['Spinner'],
  slots: ['root', 'indicator', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      fontFamily: 'body',
      fontSize: 'sm',
    },
    indicator: {
      flexShrink: '0',
      width: 'var(--spinner-size)',
      height: 'var(--spinner-size)',
      borderWidth: 'var(--spinner-thickness)',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderTopColor: 'accent.solid',
      borderRadius: 'full',
    },
    label: {},
  },
  variants: {
    size: {
      sm: {
        root: {
          '--spinner-size': 'token(spacing.4)',
          '--spinner-thickness': 'token(borderWidths.thick)',
        },
      },
      md: {
        root: {
          '--spinner-size': 'token(spacing.6)',
          '--spinner-thickness': 'token(borderWidths.thick)',
        },
      },
      lg: {
        root: { '--spinner-size': 'token(spacing.10)', '--spinner-thickness': '0.25rem' },
      },
    },
    showLabel: {
      true: {},
      false: { label: { srOnly: true } },
    },
  },
  defaultVariants: { size: 'md', showLabel: false },
})
