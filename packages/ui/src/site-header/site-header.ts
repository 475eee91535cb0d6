export {
  SiteHeaderBackLink as BackLink,
  type SiteHeaderBackLinkProps as BackLinkProps,
} from './site-header-back-link.js'
export {
  SiteHeaderBrand as Brand,
  type SiteHeaderBrandProps as BrandProps,
} from './site-header-brand.js'
export {
  SiteHeaderLogo as Logo,
  type SiteHeaderLogoProps as LogoProps,
} from './site-header-logo.js'
export { SiteHeaderNav as Nav, type SiteHeaderNavProps as NavProps } from './site-header-nav.js'
export {
  SiteHeaderRoot as Root,
  type SiteHeaderRootProps as RootProps,
} from './site-header-root.js'
