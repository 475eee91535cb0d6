export { Collapsible, type CollapsibleProps } from './collapsible.js'
