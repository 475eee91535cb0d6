import { defineSlotRecipe } from '@pandacss/dev'

export const pageLayoutRecipe = defineSlotRecipe({
  className: 'page-layout',
  description: 'The frame of a page: skip link, header, main content and footer',
  slots: ['root', 'skipLink', 'main', 'title'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      minHeight: 'dvh',
      bg: 'bg.canvas',
      color: 'fg.default',
    },
    // Off screen until focused: the first Tab of a page lands on it.
    skipLink: {
      position: 'absolute',
      top: '2',
      insetInlineStart: '2',
      zIndex: 'toast',
      px: '4',
      py: '2',
      bg: 'bg.surface',
      color: 'accent.text',
      fontWeight: 'control',
      borderRadius: 'control',
      boxShadow: 'raised',
      transform: 'translateY(-200%)',
      _focus: { transform: 'none' },
    },
    main: {
      flex: '1',
      display: 'flex',
      flexDirection: 'column',
      gap: 'stack',
      width: 'full',
      maxWidth: 'page',
      mx: 'auto',
      px: 'gutter',
      py: '8',
      // Focused only by the skip link: no ring around the whole page.
      _focus: { outline: 'none' },
    },
    title: { m: '0', fontSize: { base: '2xl', md: '3xl' } },
  },
  variants: {
    /** `checkout`: the quieter checkout page, its main content on the subtle background. */
    variant: {
      site: {},
      checkout: { root: { bg: 'bg.subtle' } },
    },
    /**
     * `true`: main is at least as tall as the viewport, so the footer starts below the first
     * screen and does not jump down when the page's content arrives in an empty main.
     */
    fillFirstScreen: {
      true: { main: { minHeight: 'dvh' } },
      false: {},
    },
  },
  defaultVariants: { variant: 'site', fillFirstScreen: false },
})
