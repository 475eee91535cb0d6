import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './card-row-style-context.js'

/** Holds `Badge`s beside the title, such as 'Preferred' or a store tag. */
export const CardRowBadges = withContext(ark.span, 'badges')
export type CardRowBadgesProps = ComponentProps<typeof CardRowBadges>
