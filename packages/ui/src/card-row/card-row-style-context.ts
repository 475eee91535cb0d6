import { createStyleContext } from '#styled-system/jsx'
import { cardRow } from '#styled-system/recipes'

/** Hands the card row recipe's slot classes from `CardRow.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(cardRow)
