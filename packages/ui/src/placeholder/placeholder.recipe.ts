import { defineRecipe } from '@pandacss/dev'

export const placeholderRecipe = defineRecipe({
  className: 'placeholder',
  description:
    'Holds the place of content that is still loading at a minimum height, so what follows does not move when it arrives',
  jsx: ['Placeholder'],
  // The height comes from the `minHeight` prop through this variable: it is the height of
  // the content the place is held for, which only the app knows.
  base: { minHeight: 'var(--placeholder-min-height)' },
})
