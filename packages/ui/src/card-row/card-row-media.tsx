import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './card-row-style-context.js'

/** A small image at the start of the card, such as a card brand's logo. */
export const CardRowMedia = withContext(ark.div, 'media')
export type CardRowMediaProps = ComponentProps<typeof CardRowMedia>
