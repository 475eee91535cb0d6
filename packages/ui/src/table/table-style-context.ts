import { table } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the table recipe's slot classes from `Table.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(table)
