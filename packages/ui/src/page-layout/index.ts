/**
 * The frame of a page in parts: `PageLayout.Root` (variant `site` or `checkout`; with
 * `fillFirstScreen`, main fills at least the first screen) around `PageLayout.SkipLink`,
 * the header, `PageLayout.Main` with its `PageLayout.Title`, and the footer. Inside main,
 * `PageLayout.Body` holds `PageLayout.Content` and, beside it from 1024 px, `PageLayout.Aside`.
 */
export * as PageLayout from './page-layout.js'
