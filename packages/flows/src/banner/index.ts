export { pageTitle } from './page-title.js'
export {
  BANNER_PARAM,
  type BannerLocation,
  isBannerHost,
  REMEMBERED_BANNER_KEY,
  resolveBanner,
} from './resolve-banner.js'
