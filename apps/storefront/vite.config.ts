import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    // Read by scripts/size.ts (the route chunks and what each imports).
    manifest: true,
    // No inline script in index.html: the CSP allows only 'self' scripts.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:4000' },
  },
})
