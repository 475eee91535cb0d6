export { MapPlaceholder, type MapPlaceholderProps } from './map-placeholder.js'
