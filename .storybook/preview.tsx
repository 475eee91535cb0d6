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

/**
 * Two common phones first (375 and 390 px wide, CSS pixels), then the specs' breakpoints
 * (packages/ui/src/storybook/breakpoints.ts), each edge from both sides.
 */
const viewports: ViewportMap = {
  phone375: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone390: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  ...Object.fromEntries(
    Object.entries(specViewports).map(([key, v]) => [
      key,
      { name: v.name, styles: { width: `${v.width}px`, height: `${v.height}px` }, type: v.type },
    ]),
  ),
}

/**
 * On a docs page, a screen (a whole page on the in-browser sandbox) or an overlay gallery
 * (tag `docs-link`: dialogs shown open) is a link to its own canvas instead: a docs page
 * shows every story of a file at once, and six open flyouts or six screens sharing one
 * page would stack their backdrops and race for the same sandbox.
 */
const canvasLinkInDocs: Decorator = (Story, context) => {
  const isScreen = /^Screens\s*\//.test(context.title)
  if (context.viewMode !== 'docs' || !(isScreen || context.tags.includes('docs-link')))
    return <Story />
  return (
    <p style={{ margin: 0, padding: '12px 0', font: '14px/1.5 system-ui, sans-serif' }}>
      <a href={`./?path=/story/${context.id}`} target="_top">
        Open “{context.name}” on its own canvas
      </a>{' '}
      {isScreen ? '(a whole screen on the in-browser sandbox)' : '(shown open)'}
    </p>
  )
}

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
  decorators: [withBanner, canvasLinkInDocs],
  loaders: [mswLoader(), fontsLoaded],
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: viewports },
    // 'Show code' prints the story as written, not a snippet rebuilt from the rendered tree
    // (which gave `<AllBanners />` or minified names in a build).
    docs: { source: { type: 'code' } },
    options: {
      // The sidebar for readers: start, foundations, the kit, its patterns, the app's screens.
      storySort: {
        order: [
          'Introduction',
          ['Aisle UI', 'Flows', 'API', 'Changelog'],
          'Foundations',
          ['Tokens', 'Add a banner', 'Banner Scope', 'Icons'],
          'Components',
          'Patterns',
          'Screens',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
