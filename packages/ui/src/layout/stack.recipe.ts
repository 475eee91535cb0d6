import { defineRecipe } from '@pandacss/dev'
import { gapVariants } from './layout-gap.js'

export const stackRecipe = defineRecipe({
  className: 'stack',
  description: 'Blocks one under the other with a spacing token between them',
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '0',
    // An empty live region ('Saved', an update's progress) stays in the accessibility tree
    // but takes no room, so it adds no gap until it speaks.
    '& > :is([role=status], [aria-live]):empty': { srOnly: true },
  },
  variants: {
    gap: gapVariants(),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: '4', align: 'stretch' },
})
