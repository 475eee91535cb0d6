import { defineSlotRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineSlotRecipe({
  className: 'skeleton',
  description: 'Grey placeholders in the shape of content that is still loading',
  jsx: ['Skeleton'],
  slots: ['root', 'item'],
  base: {
    root: { display: 'grid', gap: '2', width: 'full' },
    item: { display: 'block', bg: 'bg.muted', width: 'full' },
  },
  variants: {
    shape: {
      block: { item: { height: '16', borderRadius: 'card' } },
      // One line of body text: 1em high, in the middle of a 1.5 line height.
      text: {
        root: { gap: '2' },
        item: {
          height: '4',
          borderRadius: 'sm',
          '&:last-child:not(:first-child)': { width: '[60%]' },
        },
      },
      circle: {
        root: { width: 'auto' },
        item: { width: '10', height: '10', borderRadius: 'full' },
      },
    },
  },
  defaultVariants: { shape: 'text' },
})
