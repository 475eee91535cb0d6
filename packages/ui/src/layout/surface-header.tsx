import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './surface-style-context.js'

/** A line with the title at the start and its actions (an Edit link) at the end. */
export const SurfaceHeader = withContext(ark.div, 'header')
export type SurfaceHeaderProps = ComponentProps<typeof SurfaceHeader>
