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
  // A heading or the main landmark that a script focuses (a flyout's new screen, the skip
  // link) is where reading starts, not a control: no ring, as for a press.
  ':is(h1, h2, h3, h4, h5, h6, main)[tabindex="-1"]:focus-visible': { outline: 'none' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
