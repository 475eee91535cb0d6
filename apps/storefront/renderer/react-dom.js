// `react-dom` as the storefront's build sees it: preact/compat, with React's `flushSync`
// (./react.js). Why Preact: README.md "Renderer".
export * from 'preact/compat'
export { default } from 'preact/compat'
export { flushSync } from './react.js'
