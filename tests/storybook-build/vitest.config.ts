import { defineConfig } from 'vitest/config'

/**
 * `npm run test:storybook-build`: Storybook built from a fresh clone, then every docs page
 * opened in Chromium. About five minutes on two cores (a 30 to 60 s build, then 3 to 4
 * seconds for each of the 72 pages), so it runs on its own, not inside `npm test`.
 */
export default defineConfig({
  test: {
    name: 'storybook-build',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/storybook-build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
})
