import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
  },
  // Re-read the banner's font and colours wherever a banner scope starts.
  '[data-banner]': { fontFamily: 'body', color: 'fg.default' },
  'h1, h2, h3, h4': { fontFamily: 'heading', fontWeight: 'heading', lineHeight: 'tight' },
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
