import { defineSlotRecipe } from '@pandacss/dev'

export const imageSummaryRecipe = defineSlotRecipe({
  className: 'imageSummary',
  description: 'A row of item thumbnails with a +N badge for the rest',
  jsx: ['ImageSummary'],
  slots: ['root', 'item', 'image', 'more'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    item: { display: 'flex', flexShrink: '0' },
    image: {
      width: 'var(--image-summary-size)',
      height: 'var(--image-summary-size)',
      objectFit: 'contain',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'card',
    },
    more: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 'var(--image-summary-size)',
      height: 'var(--image-summary-size)',
      px: '2',
      bg: 'bg.muted',
      color: 'fg.default',
      borderRadius: 'card',
      fontFamily: 'body',
      fontSize: 'sm',
      fontWeight: 'control',
      whiteSpace: 'nowrap',
    },
  },
  variants: {
    size: {
      sm: { root: { '--image-summary-size': 'token(spacing.10)' } },
      md: { root: { '--image-summary-size': 'token(spacing.12)' } },
      lg: { root: { '--image-summary-size': 'token(spacing.16)' } },
    },
  },
  defaultVariants: { size: 'md' },
})
