/**
 * The frame of a page in parts: `PageLayout.Root` (variant `site` or `checkout`; with
 * `fillFirstScreen`, main fills at least the first screen) around `PageLayout.SkipLink`,
 * the header, `PageLayout.Main` with its `PageLayout.Title`, and the footer.
 */
export * as PageLayout from './page-layout.js'
