import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './card-row-style-context.js'

/**
 * One card (`<li>`): `CardRow.Media`, `CardRow.Body`, then `CardRow.Actions` as siblings,
 * so that no control sits inside another.
 */
export const CardRowItem = withContext(ark.li, 'item')
export type CardRowItemProps = ComponentProps<typeof CardRowItem>
