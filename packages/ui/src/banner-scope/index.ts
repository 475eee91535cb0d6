/**
 * A banner's scope: `BannerScope` sets `data-banner` (the theme) and provides the banner's
 * presentation, which `useBannerScope` reads and `Logo` shows.
 */

export { BannerScope, type BannerScopeProps } from './banner-scope.js'
export {
  type BannerLogo,
  type BannerPresentation,
  useBannerScope,
} from './banner-scope-context.js'
export { Logo, type LogoProps } from './banner-scope-logo.js'
