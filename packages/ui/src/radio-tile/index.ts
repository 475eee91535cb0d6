export { RadioTileGroup, type RadioTileGroupProps } from './radio-tile.js'
export type { RadioTileItem, RadioTileValueChangeDetails } from './radio-tile-types.js'
