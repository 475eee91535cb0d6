/**
 * The page footer in parts: `SiteFooter.Root` around `SiteFooter.Links` (a labelled
 * list of `SiteFooter.Link`), `SiteFooter.PhoneLine` and `SiteFooter.Copyright`
 * (checkout.md §2 "Cart item lists and footer").
 */
export * as SiteFooter from './site-footer.js'
