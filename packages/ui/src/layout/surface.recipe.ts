import { defineSlotRecipe } from '@pandacss/dev'

export const surfaceRecipe = defineSlotRecipe({
  className: 'surface',
  description: 'A section of a page on its own card: a heading, its actions and its content',
  slots: ['root', 'header', 'title'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      minWidth: '0',
      color: 'fg.default',
      fontFamily: 'body',
      // An empty live region ('Saved', an update's progress) stays in the accessibility tree
      // but takes no room, so it adds no gap until it speaks.
      '& > :is([role=status], [aria-live]):empty': { srOnly: true },
      // A button or link of the section keeps its own width, at the start.
      '& > :is(button, a)': { alignSelf: 'flex-start' },
    },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: '2',
    },
    title: {
      m: '0',
      fontFamily: 'heading',
      fontWeight: 'heading',
      fontSize: { base: 'lg', md: 'xl' },
      lineHeight: 'tight',
    },
  },
  variants: {
    /**
     * `card`: on its own white card with a border. `subtle`: on the quiet background.
     * `plain`: no box, only the spacing (a section inside a card).
     */
    variant: {
      card: {
        root: {
          p: { base: '4', md: '6' },
          bg: 'bg.surface',
          borderWidth: 'thin',
          borderStyle: 'solid',
          borderColor: 'border.default',
          borderRadius: 'card',
          boxShadow: 'card',
        },
      },
      subtle: { root: { p: { base: '4', md: '6' }, bg: 'bg.subtle', borderRadius: 'card' } },
      plain: {},
    },
  },
  defaultVariants: { variant: 'card' },
})
