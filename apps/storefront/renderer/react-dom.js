// `react-dom` in the storefront built with AISLE_RENDERER=preact: preact/compat, with
// React's `flushSync` (./react.js). README.md "Budgets" has the measurements.
export * from 'preact/compat'
export { default } from 'preact/compat'
export { flushSync } from './react.js'
