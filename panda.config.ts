import { defineConfig } from '@pandacss/dev'
import { aislePreset } from './packages/ui/src/preset.js'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', aislePreset],
  include: ['./packages/ui/src/**/*.{ts,tsx}'],
  exclude: ['./packages/ui/src/**/*.{test,stories}.{ts,tsx}'],
  outdir: 'packages/ui/styled-system',
  importMap: '#styled-system',
  outExtension: 'js',
  forceConsistentTypeExtension: true,
  jsxFramework: 'react',
  strictTokens: true,
  staticCss: { recipes: '*' },
  hash: false,
})
