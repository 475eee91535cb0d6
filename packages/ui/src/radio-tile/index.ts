/**
 * Radio cards in parts: `RadioTile.Root` around a `RadioTile.Label` and `RadioTile.Items`,
 * one `RadioTile.Item` per choice. `RadioTileGroup` builds the same from an `items` array.
 */
export * as RadioTile from './radio-tile.js'
export { RadioTileGroup, type RadioTileGroupProps } from './radio-tile-group.js'
export type { RadioTileItem, RadioTileValueChangeDetails } from './radio-tile-types.js'
