export {
  BANNER_PARAM,
  type BannerLocation,
  isBannerHost,
  pageTitle,
  resolveBanner,
} from './banner/index.js'
