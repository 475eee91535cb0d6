import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './surface-style-context.js'

/** The section's heading, an `<h2>` (`asChild` for another level), with space under it. */
export const SurfaceTitle = withContext(ark.h2, 'title')
export type SurfaceTitleProps = ComponentProps<typeof SurfaceTitle>
