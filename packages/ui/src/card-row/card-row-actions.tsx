import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './card-row-style-context.js'

/** The card's controls (buttons, an actions `Menu`), at the end of the card. */
export const CardRowActions = withContext(ark.div, 'actions')
export type CardRowActionsProps = ComponentProps<typeof CardRowActions>
