import { defineSlotRecipe } from '@pandacss/dev'

export const breadcrumbsRecipe = defineSlotRecipe({
  className: 'breadcrumbs',
  description: 'The trail from the home page to the current page',
  jsx: ['Breadcrumbs'],
  slots: ['root', 'list', 'item', 'link', 'separator', 'current'],
  base: {
    root: { fontFamily: 'body', fontSize: 'sm', lineHeight: 'normal' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '1', minWidth: '0' },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 'target',
      color: 'accent.text',
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      borderRadius: 'xs',
      _hover: { textDecorationThickness: '0.125em' },
    },
    separator: { display: 'inline-flex', color: 'fg.muted' },
    current: { color: 'fg.default', fontWeight: 'control' },
  },
})
