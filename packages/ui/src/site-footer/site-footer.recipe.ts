import { defineSlotRecipe } from '@pandacss/dev'

const link = {
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: 'control',
  _hover: { textDecorationThickness: '2px' },
} as const

export const siteFooterRecipe = defineSlotRecipe({
  className: 'site-footer',
  description:
    'The page footer: legal links, the phone line for screen-reader users and the copyright line',
  slots: ['root', 'inner', 'nav', 'links', 'item', 'link', 'phoneLine', 'copyright'],
  base: {
    root: {
      bg: 'bg.subtle',
      color: 'fg.default',
      borderTopWidth: 'thin',
      borderTopStyle: 'solid',
      borderTopColor: 'border.default',
    },
    inner: {
      display: 'grid',
      gap: 'stack',
      maxWidth: 'page',
      mx: 'auto',
      px: 'gutter',
      py: '8',
      fontSize: 'sm',
    },
    links: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '6',
      rowGap: '1',
      listStyle: 'none',
      m: '0',
      p: '0',
    },
    item: { display: 'flex' },
    // At least 24 px high: the target size of WCAG 2.5.8 on touch screens.
    link: { ...link, display: 'inline-flex', alignItems: 'center', minHeight: 'target' },
    phoneLine: { m: '0', '& a': link },
    copyright: { m: '0', color: 'fg.muted' },
  },
})
