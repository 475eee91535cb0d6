/**
 * Layout parts, each a recipe on the spacing tokens: `Stack` (one under the other),
 * `Inline` (side by side, wrapping), `Columns` (equal columns folding on narrow
 * screens) and `Surface` (a section on a card). The page with a side column is
 * `PageLayout.Body` with `PageLayout.Content` and `PageLayout.Aside`.
 */
export { Columns, type ColumnsProps } from './columns.js'
export { Inline, type InlineProps } from './inline.js'
export { type LayoutGap, layoutGaps } from './layout-gap.js'
export { Stack, type StackProps } from './stack.js'
export * as Surface from './surface.js'
