import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './card-row-style-context.js'

/**
 * The card's information: `CardRow.Title` and `CardRow.Badges` on one line, then one
 * `CardRow.Meta` per line. Use `asChild` with an `<article>` when the card stands alone.
 */
export const CardRowBody = withContext(ark.div, 'body')
export type CardRowBodyProps = ComponentProps<typeof CardRowBody>
