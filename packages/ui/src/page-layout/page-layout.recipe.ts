import { defineSlotRecipe } from '@pandacss/dev'

export const pageLayoutRecipe = defineSlotRecipe({
  className: 'page-layout',
  description: 'The frame of a page: skip link, header, main content and footer',
  slots: ['root', 'skipLink', 'main', 'title', 'body', 'content', 'aside'],
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
      // A plain link in the page's text (a router link with no class of its own) looks like
      // a link, not like the text around it (WCAG 1.4.1): the accent colour, underlined.
      '& a:not([class])': {
        color: 'accent.text',
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        _hover: { textDecorationThickness: '0.125em' },
      },
      // A plain heading keeps space under it, so it never sits on what follows.
      // (Specificity of one class: a Stack or Surface, which spaces its children, wins.)
      '& :where(h1, h2, h3, h4):where(:not([class]):not(:last-child))': { mb: '3' },
    },
    title: { m: '0', fontSize: { base: '2xl', md: '3xl' } },
    // One column up to 1023 px; from 1024 px the content and, beside it, the aside
    // (checkout.md §2: sections stack in one column on narrow screens).
    body: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) token(sizes.aside)' },
      alignItems: 'start',
      gap: { base: '6', lg: '8' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' },
    // Sticky from 1024 px, so the summary and its button stay in view beside a long page.
    aside: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      minWidth: '0',
      '& > :is([role=status], [aria-live]):empty': { srOnly: true },
      position: { lg: 'sticky' },
      top: { lg: '4' },
    },
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
