import { cardRow } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the card row recipe's slot classes from `CardRow.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(cardRow)
