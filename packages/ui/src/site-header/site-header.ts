export {
  SiteHeaderBackLink as BackLink,
  type SiteHeaderBackLinkProps as BackLinkProps,
} from './site-header-back-link.js'
export {
  SiteHeaderBrand as Brand,
  type SiteHeaderBrandProps as BrandProps,
} from './site-header-brand.js'
export {
  SiteHeaderControl as Control,
  SiteHeaderControlLabel as ControlLabel,
  type SiteHeaderControlLabelProps as ControlLabelProps,
  type SiteHeaderControlProps as ControlProps,
} from './site-header-control.js'
export {
  SiteHeaderLogo as Logo,
  type SiteHeaderLogoProps as LogoProps,
} from './site-header-logo.js'
export { SiteHeaderNav as Nav, type SiteHeaderNavProps as NavProps } from './site-header-nav.js'
export {
  SiteHeaderRoot as Root,
  type SiteHeaderRootProps as RootProps,
} from './site-header-root.js'
