import { surface } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the surface recipe's slot classes from `Surface.Root` down to its parts. */
export const { withProvider, withContext } = createStyleContext(surface)
