/**
 * A modal dialog in parts: `Dialog.Root`, `Dialog.Trigger`, then in a `Portal` the
 * `Dialog.Backdrop` and `Dialog.Positioner` around `Dialog.Content`.
 */
export * as Dialog from './dialog.js'
