import { defineConfig } from '@pandacss/dev'
import { createAislePreset, documentCss } from './packages/ui/src/preset.js'
import config from './panda.config.js'

// The kit's tokens without its global styles: the reset's `global` output is then the
// document styles alone (the kit's own globals are in base.css and styles.css).
const { globalCss: _kitGlobals, ...aisleTokens } = createAislePreset([])

/**
 * `@aisle/ui/reset.css` (packages/ui/scripts/write-reset-css.js): Panda's reset (html, body,
 * headings, lists, buttons, form controls) and the document's font, colours and headings.
 * Opt-in: it restyles the whole host page.
 */
export default defineConfig({
  ...config,
  presets: ['@pandacss/preset-base', aisleTokens],
  preflight: true,
  globalCss: documentCss,
})
