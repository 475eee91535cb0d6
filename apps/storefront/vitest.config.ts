import { defineConfig } from 'vitest/config'

// End to end: the built storefront (npm run build -w @aisle/storefront) against the
// sandbox started in-process, driven in Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
