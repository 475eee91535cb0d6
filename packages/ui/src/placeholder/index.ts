export { Placeholder, type PlaceholderProps } from './placeholder.js'
