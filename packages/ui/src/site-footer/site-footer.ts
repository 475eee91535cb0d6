export {
  SiteFooterCopyright as Copyright,
  type SiteFooterCopyrightProps as CopyrightProps,
} from './site-footer-copyright.js'
export {
  SiteFooterLink as Link,
  type SiteFooterLinkProps as LinkProps,
} from './site-footer-link.js'
export {
  SiteFooterLinks as Links,
  type SiteFooterLinksProps as LinksProps,
} from './site-footer-links.js'
export {
  SiteFooterPhoneLine as PhoneLine,
  type SiteFooterPhoneLineProps as PhoneLineProps,
} from './site-footer-phone-line.js'
export {
  SiteFooterRoot as Root,
  type SiteFooterRootProps as RootProps,
} from './site-footer-root.js'
