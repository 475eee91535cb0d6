import { defineRecipe } from '@pandacss/dev'
import { gapVariants } from './layout-gap.js'

export const stackRecipe = defineRecipe({
  className: 'stack',
  description: 'Blocks one under the other with a spacing token between them',
  // Registered as `stackLayout`: Panda's own `stack` pattern has the name `stack`.
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '0',
    // An empty live region ('Saved', an update's progress) stays in the accessibility tree
    // but takes no room, so it adds no gap until it speaks.
    '& > :is([role=status], [aria-live]):empty': { srOnly: true },
    // The gap is the rhythm: a heading adds no margin of its own.
    '& > :is(h1, h2, h3, h4)': { mb: '0' },
    // A button or link keeps its own width (a full-width button says so itself).
    '& > :is(button, a)': { alignSelf: 'flex-start' },
  },
  variants: {
    gap: gapVariants(),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    /** `prose`: at most a comfortable line length (40 rem), for a form. */
    width: {
      full: {},
      prose: { maxWidth: 'prose' },
    },
  },
  defaultVariants: { gap: '4', align: 'stretch', width: 'full' },
})
