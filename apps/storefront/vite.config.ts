import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * Each banner's own CSS from the kit (`@aisle/ui/banners/<id>.css`), served and emitted as
 * `/banners/<id>/theme.css` beside its logo. The page links only its banner's file
 * (src/banner-theme.ts), so what a shopper downloads does not grow with the banner count.
 */
function bannerThemeFiles(): Plugin {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('@aisle/ui/package.json')),
    'dist/banners',
  )
  const files = () =>
    (existsSync(folder) ? readdirSync(folder) : []).filter((f) => f.endsWith('.css'))
  const url = /^\/banners\/([a-z][a-z0-9-]*)\/theme\.css$/
  return {
    name: 'aisle-banner-theme-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const id = url.exec(req.url?.split('?')[0] ?? '')?.[1]
        if (!id || !files().includes(`${id}.css`)) return next()
        res.setHeader('Content-Type', 'text/css; charset=utf-8')
        res.end(readFileSync(join(folder, `${id}.css`)))
      })
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `banners/${file.replace(/\.css$/, '')}/theme.css`,
          source: readFileSync(join(folder, file)),
        })
      }
    },
  }
}

/**
 * The renderer: react-dom. `AISLE_RENDERER=preact` builds the same app on Preact 11's
 * React compatibility layer (README.md "Budgets": 57 kB gzip less on every page, two to
 * three times the main-thread blocking on the data pages), for `npm run size:renderer`
 * and the end-to-end suite on that build.
 */
const renderer = process.env.AISLE_RENDERER === 'preact' ? 'preact' : 'react-dom'
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: here('renderer/react-dom.js') },
  { find: /^react$/, replacement: here('renderer/react.js') },
]

const shellVendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]|renderer[\\/]react(-dom)?\.js|styled-system[\\/](css|helpers|recipes[\\/]create-recipe)|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/]factory|utils[\\/]compose-refs)|@zag-js[\\/](utils[\\/]dist[\\/](guard|functions)|core[\\/]dist[\\/]merge-props)/

export default defineConfig({
  // Fast refresh patches react-dom; on Preact a change reloads the page instead.
  plugins: [react(renderer === 'preact' ? { refreshExclude: /./ } : {}), bannerThemeFiles()],
  resolve: { alias: renderer === 'preact' ? preactAliases : [] },
  build: {
    // Read by scripts/size.ts (the route chunks and what each imports).
    manifest: true,
    // No inline script in index.html: the CSP allows only 'self' scripts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the shell needs at first paint goes into one vendor chunk. Without it,
        // Rolldown 1.2 splits the entry's own modules into four chunks as soon as a lazy
        // page imports them (rolldown#9963, #10731): +2.0 kB gzip for the same code.
        // Figures in README.md "Budgets"; `npm run size:breakdown` shows the modules.
        codeSplitting: { groups: [{ name: 'vendor', test: shellVendor }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:4000' },
  },
})
