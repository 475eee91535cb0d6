import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type Plugin } from 'vitest/config'
import { cardEntryStandIn } from './.storybook/card-entry-stand-in.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Debian's Chromium by default (`npx playwright install` cannot download here). */
const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Same pixels on every machine: no LCD subpixel text, no font hinting differences.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
    contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-US' },
  })

/**
 * Browser mode of the story tests and the visual tests: one fixed viewport. A function,
 * because Vitest names each project's `instances` entries in place: a shared object would
 * give both projects the same name.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
})

/**
 * Pre-bundle every Ark UI part up front: a part first imported by a new component would
 * otherwise make Vite re-optimise mid-run and reload the page, failing the tests.
 */
const optimizeDeps = {
  include: ['@ark-ui/react/*', 'hono', 'zod/mini', 'msw', 'react-router', 'swr', 'swr/mutation'],
}

/**
 * The banner logos at `/banners/<id>/logo.svg`, where the banner registry points: the
 * storefront's own files, as Storybook serves them (`staticDirs` in .storybook/main.ts).
 */
const bannerLogos = (): Plugin => ({
  name: 'aisle-banner-logos',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      const match = /^\/banners\/([a-z][a-z0-9-]*)\/logo\.svg$/.exec(req.url?.split('?')[0] ?? '')
      if (!match) return next()
      try {
        const file = await readFile(`${root}apps/storefront/public/banners/${match[1]}/logo.svg`)
        res.setHeader('content-type', 'image/svg+xml')
        res.end(file)
      } catch {
        next()
      }
    })
  },
})

/** The sandbox's product pictures at `/product-images/<file>`, where its catalogue points. */
const productImages = (): Plugin => ({
  name: 'aisle-product-images',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      const match = /^\/product-images\/([a-z0-9-]+\.[0-9a-f]{8}\.svg)$/.exec(
        req.url?.split('?')[0] ?? '',
      )
      if (!match) return next()
      try {
        const file = await readFile(`${root}apps/sandbox/static/product-images/${match[1]}`)
        res.setHeader('content-type', 'image/svg+xml')
        res.end(file)
      } catch {
        next()
      }
    })
  },
})

/** The kit's CSS: .storybook/postcss.config.cjs runs Panda over .storybook/index.css. */
const css = { postcss: `${root}.storybook` }

export default defineConfig({
  test: {
    // Screenshot diffs and failure screenshots (a root-only option): git-ignored.
    attachmentsDir: '.vitest-attachments',
    projects: [
      {
        // The built storefront against the running sandbox, in Chromium (npm test builds first).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/*/e2e/**/*.e2e.test.ts'],
          // Last, on its own: Chromium driving the storefront shares two cores with no
          // story or screenshot runs, so its waits measure the app, not the machine.
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll gives up after 1 s by default: a page still loading on a busy
          // machine is not a failure; the same wait as Playwright's locators (15 s).
          expect: { poll: { timeout: 15_000 } },
          // A failed journey runs again, up to twice, before it counts as failed (a
          // browser on two busy cores); the report still lists every retried test.
          retry: 2,
        },
      },
      {
        // Another team's view: the packed packages installed into a fresh app.
        test: {
          name: 'consumer',
          environment: 'node',
          include: ['tests/consumer/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          include: ['packages/*/src/**/*.test.tsx', 'apps/storefront/src/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
        },
      },
      {
        // Every story of .storybook/main.ts is a test: render, play function, then axe.
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        // 30 s, not browser mode's 15: a screen story renders pages on the in-browser sandbox.
        test: { name: 'storybook', browser: browser(), testTimeout: 30_000 },
      },
      {
        plugins: [react(), bannerLogos(), productImages(), cardEntryStandIn()],
        css,
        optimizeDeps,
        // Serves mockServiceWorker.js, which the preview's mswLoader registers.
        publicDir: '.storybook/public',
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.tsx'],
          // A screen whose focus ring lands a frame late is shot again before it fails.
          retry: 1,
          // After the unit, hook and story tests, before the end-to-end ones.
          sequence: { groupOrder: 1 },
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Near-exact: anti-aliased pixels are ignored, but pixelmatch's default
                // threshold (0.1) let accent.solid green.700 -> green.500 pass on a
                // disabled (55 % opacity) button; 0.05 catches it.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
})
