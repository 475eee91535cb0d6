/**
 * A modal drawer from the end edge, in parts: `Flyout.Root`, `Flyout.Trigger`, then in a
 * `Portal` the `Flyout.Backdrop` and `Flyout.Positioner` around `Flyout.Content`, which
 * holds `Flyout.Header`, `Flyout.Body` and `Flyout.Footer`.
 */
export * as Flyout from './flyout.js'
