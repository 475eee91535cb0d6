import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './site-header-style-context.js'

/**
 * A control beside the logo, such as the store selector's trigger. It takes the room left on
 * the logo's row, so its label may change as data arrives without moving the header.
 */
export const SiteHeaderControl = withContext(ark.div, 'control')
export type SiteHeaderControlProps = ComponentProps<typeof SiteHeaderControl>

/** The control's text: one line, cut with an ellipsis when the room runs out. */
export const SiteHeaderControlLabel = withContext(ark.span, 'controlLabel')
export type SiteHeaderControlLabelProps = ComponentProps<typeof SiteHeaderControlLabel>
