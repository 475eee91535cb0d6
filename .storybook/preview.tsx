/// <reference types="vite/client" />
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import type { ViewportMap } from 'storybook/viewport'
import { specViewports } from '../packages/ui/src/storybook/breakpoints.ts'
import { bannerThemes } from '../packages/ui/src/theme/banners/index.ts'
import './index.css'
import '../packages/ui/src/fonts.css'

const defaultBanner = bannerThemes[0]?.id ?? 'greenleaf'

/** Sets the toolbar's banner on `<html>`, as the storefront does; stories may scope their own. */
const withBanner: Decorator = (Story, { globals }) => {
  document.documentElement.dataset.banner = String(globals.banner ?? defaultBanner)
  return <Story />
}

/**
 * Loads every font face the kit declares before a story renders, so play functions and
 * screenshots never see a fallback font. `document.fonts.ready` alone settles at once
 * when nothing has asked for a font yet.
 */
const fontsLoaded: Loader = async () => {
  await Promise.all(Array.from(document.fonts, (face) => face.load()))
  await document.fonts.ready
  return {}
}

// Under Vitest (story tests and visual tests) motion would make results depend on timing.
if ('__vitest_browser__' in globalThis) {
  const still = document.createElement('style')
  still.dataset.aisle = 'no-motion'
  still.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}'
  document.head.append(still)
}

/** The specs' breakpoints (packages/ui/src/storybook/breakpoints.ts), each edge from both sides. */
const viewports: ViewportMap = Object.fromEntries(
  Object.entries(specViewports).map(([key, v]) => [
    key,
    { name: v.name, styles: { width: `${v.width}px`, height: `${v.height}px` }, type: v.type },
  ]),
)

const preview: Preview = {
  // `visual` opts every story into tests/visual; a story opts out with `tags: ['!visual']`.
  tags: ['autodocs', 'visual'],
  globalTypes: {
    banner: {
      description: 'Banner theme, set as data-banner on <html>',
      toolbar: {
        title: 'Banner',
        icon: 'paintbrush',
        items: bannerThemes.map((banner) => ({ value: banner.id, title: banner.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { banner: defaultBanner },
  decorators: [withBanner],
  loaders: [mswLoader(), fontsLoaded],
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
