import { defineSlotRecipe } from '@pandacss/dev'

export const logoRecipe = defineSlotRecipe({
  className: 'logo',
  description: "The banner's logo, or its name as a wordmark, optionally linking home",
  slots: ['root', 'image', 'wordmark'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 'target',
      maxWidth: 'full',
      color: 'fg.default',
      textDecoration: 'none',
      borderRadius: 'control',
    },
    // Fixed height, width from the image's own ratio: no layout shift when it loads.
    image: { display: 'block', height: '10', width: 'auto', maxWidth: 'full' },
    wordmark: {
      fontFamily: 'heading',
      fontWeight: 'heading',
      fontSize: 'xl',
      lineHeight: 'tight',
      whiteSpace: 'nowrap',
    },
  },
})
