/**
 * The page header in parts: `SiteHeader.Root` around `SiteHeader.Brand` (the link
 * home) with its `SiteHeader.Logo`, a `SiteHeader.Control` (with its `ControlLabel`)
 * beside it, then `SiteHeader.Nav` or, in checkout, `SiteHeader.BackLink`.
 */
export * as SiteHeader from './site-header.js'
