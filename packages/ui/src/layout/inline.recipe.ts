import { defineRecipe } from '@pandacss/dev'
import { gapVariants } from './layout-gap.js'

export const inlineRecipe = defineRecipe({
  className: 'inline',
  description: 'Items side by side on a line, wrapping onto the next when space runs out',
  base: { display: 'flex', flexDirection: 'row', minWidth: '0' },
  variants: {
    gap: gapVariants(),
    align: {
      center: { alignItems: 'center' },
      start: { alignItems: 'flex-start' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: '3', align: 'center', justify: 'start', wrap: true },
})
