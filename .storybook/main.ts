import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { cardEntryStandIn } from './card-entry-stand-in.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The workspace packages from their sources, not their `dist/`: Storybook (dev, build and
 * the story tests) then works on a fresh clone with nothing built, and a change to a
 * package shows at once. Most specific first (`@aisle/api/swr` before `@aisle/api`).
 */
export const sourceAliases = [
  { find: /^@aisle\/api\/swr$/, replacement: `${root}packages/api/src/swr/index.ts` },
  { find: /^@aisle\/api$/, replacement: `${root}packages/api/src/index.ts` },
  { find: /^@aisle\/flows$/, replacement: `${root}packages/flows/src/index.ts` },
  { find: /^@aisle\/ui$/, replacement: `${root}packages/ui/src/index.ts` },
]

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The docs pages first, so that Introduction opens the sidebar (order: preview.tsx storySort).
  stories: [
    '../packages/*/src/docs/*.mdx',
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // mockServiceWorker.js lives in ./public (`npx msw init .storybook/public --save`); the
  // banner logos are the storefront's own files, served where the banner registry points;
  // the product pictures are the sandbox's, where its catalogue points.
  staticDirs: [
    './public',
    { from: '../apps/storefront/public/banners', to: '/banners' },
    { from: '../apps/sandbox/static/product-images', to: '/product-images' },
    // A stand-in for the hosted card-entry frame's PIN page (a story opts in, see
    // apps/storefront/src/storybook/sandbox-story.tsx `cardFrame`).
    { from: './card-entry', to: '/card-entry' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // addon-vitest reuses viteFinal, so the story tests get the same settings.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The card-entry frame's stand-in page at /card-entry (a story opts in).
      plugins: [cardEntryStandIn()],
      resolve: { alias: sourceAliases },
      // Panda CSS through .storybook/postcss.config.cjs (kept out of the root so the apps'
      // own Vite builds are untouched).
      css: { postcss: `${root}.storybook` },
      // Every Ark UI part pre-bundled: a part first imported by a new story would otherwise
      // make Vite re-optimise mid-run and reload the page under test. Likewise what the
      // sandbox's MSW handlers (hono) and @aisle/api (zod/mini) bring in.
      optimizeDeps: {
        include: [
          '@ark-ui/react/*',
          'hono',
          'zod/mini',
          'msw',
          'react-router',
          'swr',
          'swr/mutation',
        ],
      },
    }),
}

export default config
