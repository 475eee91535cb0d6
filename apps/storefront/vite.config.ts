import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const shellVendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|styled-system[\\/](css|helpers|recipes[\\/]create-recipe)|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/]factory|utils[\\/]compose-refs)|@zag-js[\\/](utils[\\/]dist[\\/](guard|functions)|core[\\/]dist[\\/]merge-props)/

export default defineConfig({
  plugins: [react()],
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
