import { defineSlotRecipe } from '@pandacss/dev'

export const siteHeaderRecipe = defineSlotRecipe({
  className: 'site-header',
  description: 'The page header: the banner logo linking home, and navigation or a back link',
  slots: ['root', 'inner', 'brand', 'logo', 'control', 'controlLabel', 'nav', 'backLink'],
  base: {
    root: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderBottomWidth: 'thin',
      borderBottomStyle: 'solid',
      borderBottomColor: 'border.default',
    },
    inner: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: 'stack',
      maxWidth: 'page',
      minHeight: '16',
      mx: 'auto',
      px: 'gutter',
      py: '2',
    },
    brand: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 'target',
      borderRadius: 'control',
      flexShrink: 0,
    },
    // Fixed height, width from the image's own ratio: no layout shift when it loads.
    logo: { display: 'block', height: '10', width: 'auto', maxWidth: 'full' },
    // A control beside the logo (the store selector): its box takes the room left on the
    // logo's row, so a label that changes as data arrives never moves the header.
    control: {
      display: 'flex',
      alignItems: 'center',
      flex: '1 1 8rem',
      minWidth: 0,
      maxWidth: '20rem',
      '& > *': { maxWidth: 'full', minWidth: 0 },
    },
    controlLabel: {
      display: 'block',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    nav: { display: 'flex', alignItems: 'center', gap: 'stack', marginInlineStart: 'auto' },
    backLink: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minHeight: 'target',
      color: 'accent.text',
      fontWeight: 'control',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      borderRadius: 'control',
      _hover: { textDecorationThickness: '2px' },
      '& svg': { width: '4', height: '4', flexShrink: 0 },
    },
  },
})
