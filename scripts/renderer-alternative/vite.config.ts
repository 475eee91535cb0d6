// The storefront built on Preact 11's React compatibility layer instead of react-dom, for
// `npm run size:renderer` only: the same app, plugins and chunking, other bytes underneath.
import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import storefront from '../../apps/storefront/vite.config.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default mergeConfig(storefront, {
  root: here('../../apps/storefront'),
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: here('./react.js') },
    ],
  },
  build: { outDir: here('../../.cache/storefront-preact'), emptyOutDir: true },
})
