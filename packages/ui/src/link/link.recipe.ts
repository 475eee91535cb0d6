import { defineRecipe } from '@pandacss/dev'

export const linkRecipe = defineRecipe({
  className: 'link',
  description: 'Text links: inline in running text, or standalone beside other controls',
  jsx: ['Link'],
  base: {
    color: 'accent.text',
    fontFamily: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: 'xs',
    cursor: 'pointer',
    _hover: { textDecorationThickness: '0.125em' },
    // The external-link icon sits on the text's baseline.
    '& svg': { display: 'inline', verticalAlign: '-0.125em', ms: '1' },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 'target',
        fontWeight: 'control',
        textDecoration: 'none',
        _hover: { textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})
