import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'sandbox',
    // Node: the SQLite store and both servers run here for real, on loopback.
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
})
