import '@aisle/ui/fonts.css'
import '@aisle/ui/base.css'
import { banners } from '@aisle/api'
import { REMEMBERED_BANNER_KEY, resolveBanner } from '@aisle/flows'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { loadBannerTheme } from './banner-theme'
import { showDevtools } from './devtools/show-devtools'

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
// Only this banner's CSS on top of the base: the first paint is in its colours.
void loadBannerTheme(banner.id).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App banner={banner} devtools={devtools} />
    </StrictMode>,
  ),
)

/** Reads, or with `value` writes, one sessionStorage entry; storage may be unavailable. */
function sessionValue(key: string, value?: string): string | null {
  try {
    if (value !== undefined) window.sessionStorage.setItem(key, value)
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}
