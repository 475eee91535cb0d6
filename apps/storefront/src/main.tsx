import './fonts.css'
import '@aisle/ui/base.css'
import '@aisle/ui/reset.css'
import { banners } from '@aisle/api'
import { REMEMBERED_BANNER_KEY, resolveBanner } from '@aisle/flows'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { loadBannerTheme } from './banner-theme'
import { showDevtools } from './devtools/show-devtools'
import { readChoice } from './features/selector/choice-cookies'
import { SESSION_STORAGE_KEY } from './session/session-store'

// The browser's entry: everything that reads `window` or `document` is here, not in render.
// The banner is fixed for the page's life: chosen once from ?banner=, the host name or, on a
// host that names no banner, what this tab chose before (so a reload keeps ?banner=).
const banner = resolveBanner(window.location, banners, sessionValue(REMEMBERED_BANNER_KEY))
sessionValue(REMEMBERED_BANNER_KEY, banner.id)
document.documentElement.dataset.banner = banner.id
document.title = banner.title
const devtools = showDevtools()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = (
  <StrictMode>
    <App banner={banner} devtools={devtools} />
  </StrictMode>
)
// A public page the server sent as HTML (prerendered for a signed-out shopper with no store
// chosen, its banner's theme linked) is hydrated. A shopper who is signed in or has chosen a
// store sees another header: the page is rendered anew instead, as is any other page.
const themed = document.head.querySelector('[data-banner-theme]') !== null
// A signed-in page comes with its layout's shell (`data-shell`, src/server.tsx): the same
// for every shopper, so it is not hydrated but rendered over. The browser's first render
// shows the same header places and, while the page's code loads, the same main
// (layouts/page-shell.tsx), so replacing the shell moves nothing.
const shell = root.dataset.shell !== undefined
const prerendered = !shell && themed && root.hasChildNodes()
if (prerendered && sessionValue(SESSION_STORAGE_KEY) === null && readChoice() === undefined) {
  hydrateRoot(root, app)
} else {
  // Only this banner's CSS on top of the base: the first paint is in its colours.
  const theme = themed ? Promise.resolve() : loadBannerTheme(banner.id)
  // In a transition, React renders the app in short tasks rather than one long one; the
  // shell or the blank root stays on the screen until it commits (docs/performance.md).
  void theme.then(() => {
    const created = createRoot(root)
    startTransition(() => created.render(app))
  })
}

/** Reads, or with `value` writes, one sessionStorage entry; storage may be unavailable. */
function sessionValue(key: string, value?: string): string | null {
  try {
    if (value !== undefined) window.sessionStorage.setItem(key, value)
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}
