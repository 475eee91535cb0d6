import { defineRecipe } from '@pandacss/dev'
import { gapVariants } from './layout-gap.js'

export const columnsRecipe = defineRecipe({
  className: 'columns',
  description:
    'Equal columns: one on phones, two from 480 px, the full count from 1024 px (checkout.md §2)',
  base: { display: 'grid', gridTemplateColumns: '1fr', minWidth: '0' },
  variants: {
    gap: gapVariants(),
    count: {
      '2': { gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } },
      '3': {
        gridTemplateColumns: {
          base: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      },
      /** A navigation column of 12 to 16 rem beside the page, from 768 px; one column below. */
      sidebar: {
        gridTemplateColumns: { base: '1fr', md: 'minmax(12rem, 16rem) minmax(0, 1fr)' },
        alignItems: 'start',
      },
      '4': {
        gridTemplateColumns: {
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      },
    },
  },
  defaultVariants: { gap: '4', count: '2' },
})
