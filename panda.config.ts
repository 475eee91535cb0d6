import { defineConfig } from '@pandacss/dev'
import { portableDeclarations } from './packages/ui/scripts/portable-declarations.js'
import { aislePreset, documentCss } from './packages/ui/src/preset.js'

/**
 * The repository's own Panda config (codegen, Storybook, the tests): the kit with Panda's
 * reset and the document styles, as the storefront loads it (`reset.css` + `base.css`).
 * The shipped stylesheets leave the reset out (panda.kit.config.ts, panda.base.config.ts);
 * it ships apart as `@aisle/ui/reset.css` (panda.reset.config.ts).
 */
export default defineConfig({
  preflight: true,
  globalCss: documentCss,
  presets: ['@pandacss/preset-base', aislePreset],
  include: ['./packages/ui/src/**/*.{ts,tsx}'],
  exclude: ['./packages/ui/src/**/*.{test,stories}.{ts,tsx}'],
  outdir: 'packages/ui/styled-system',
  importMap: '#styled-system',
  outExtension: 'js',
  forceConsistentTypeExtension: true,
  // styled-system/ ships in @aisle/ui: its declarations must type-check in any project.
  hooks: { 'codegen:prepare': portableDeclarations },
  jsxFramework: 'react',
  strictTokens: true,
  staticCss: { recipes: '*' },
  hash: false,
})
