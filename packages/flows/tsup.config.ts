import { defineConfig } from 'tsup'

// One output module per source module, so consumers tree-shake per component.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/storybook/**',
    '!src/test-support/**',
  ],
  format: ['esm'],
  bundle: false,
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
