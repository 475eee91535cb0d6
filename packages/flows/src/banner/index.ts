export { pageTitle } from './page-title.js'
export { BANNER_PARAM, type BannerLocation, isBannerHost, resolveBanner } from './resolve-banner.js'
