// `react` for the Preact measurement build (vite.config.ts beside this file): Preact's
// compatibility layer, plus the one React 19 export React Router imports that it lacks.
// Plain JavaScript: preact/compat's types are `export =`, which `export *` cannot re-export.
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * React Router's `<Link>` and `<Form>` import `useOptimistic`; without it the build fails.
 * An optimistic value that never changes is enough to measure bytes, not to ship.
 * @template T
 * @param {T} state
 * @returns {[T, (next: T) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}]
}
