import '@aisle/ui/fonts.css'
import '@aisle/ui/base.css'
import { banners } from '@aisle/api'
import { resolveBanner } from '@aisle/flows'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { loadBannerTheme } from './banner-theme'

// The banner is fixed for the page's life: chosen once from the host name or ?banner=.
const banner = resolveBanner(window.location, banners)
document.documentElement.dataset.banner = banner.id
document.title = banner.title

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// Only this banner's CSS on top of the base: the first paint is in its colours.
void loadBannerTheme(banner.id).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App banner={banner} />
    </StrictMode>,
  ),
)
