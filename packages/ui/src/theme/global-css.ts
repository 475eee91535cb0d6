import { defineGlobalStyles } from '@pandacss/dev'

/**
 * The document's own styles: the page's font, colours and headings. They restyle the whole
 * host page, so they ship apart with Panda's reset (`@aisle/ui/reset.css`), which a host
 * may leave out; a Panda user adds them with `globalCss: documentCss`.
 */
export const documentCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': { fontFamily: 'heading', fontWeight: 'heading', lineHeight: 'tight' },
})

/** The kit's own global styles (in `base.css` and the preset): no element of the host's. */
export const globalCss = defineGlobalStyles({
  // Re-read the banner's font and colours wherever a banner scope starts.
  '[data-banner]': { fontFamily: 'body', color: 'fg.default' },
  ':focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
