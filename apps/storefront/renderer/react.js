// `react` in the storefront built with AISLE_RENDERER=preact: Preact's React compatibility
// layer (preact/compat), plus the one React 19 export React Router imports that it lacks.
// Plain JavaScript: preact/compat's types are `export =`, which `export *` cannot re-export.
// README.md "Budgets" has the measurements.
import { options } from 'preact'
import { flushSync as flushRender } from 'preact/compat'

export * from 'preact/compat'
export { default } from 'preact/compat'

// Effects (`useEffect`) run when React runs them instead of after the next paint (Preact's
// default): at the end of a synchronous update (`flushSync`), else in a task of their own
// right after the update. The kit's Ark UI parts (zag) open a menu, dialog or popover in a
// `flushSync`, mount its content through effects, and look for it a microtask plus one frame
// later; on Preact's timing the content came a frame late, so its layer took no pointer
// events, the menu was not placed and the dialog had no accessible name.
const pending = []
const channel = new MessageChannel()
const runPending = () => {
  for (const callback of pending.splice(0)) callback()
}
channel.port1.onmessage = runPending
options.requestAnimationFrame = (callback) => {
  pending.push(callback)
  if (pending.length === 1) channel.port2.postMessage(null)
}

/**
 * `flushSync` as React's: the update renders now, and the effects it causes run before it
 * returns. `react-dom` resolves to ./react-dom.js, which exports this one.
 * @template A, R
 * @param {(arg: A) => R} callback
 * @param {A} [arg]
 * @returns {R}
 */
export function flushSync(callback, arg) {
  const result = flushRender(callback, arg)
  runPending()
  return result
}

/**
 * React Router imports `useOptimistic` for the data router's `RouterProvider`, which sets an
 * optimistic state only with `useTransitions`. The storefront renders the declarative
 * `BrowserRouter` (src/routes.tsx), so the import only has to resolve. Should the data router
 * with transitions come back, a setter call fails loudly instead of being ignored.
 * @template T
 * @param {T} state
 * @returns {[T, (next: unknown) => void]}
 */
export function useOptimistic(state) {
  return [
    state,
    () => {
      throw new Error('useOptimistic: optimistic updates need React transitions (react-dom)')
    },
  ]
}
