import { radioTile } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the radio-tile recipe's slot classes from `RadioTile.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(radioTile)
