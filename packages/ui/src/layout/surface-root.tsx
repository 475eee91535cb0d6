import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withProvider } from './surface-style-context.js'

/**
 * A `<section>` of a page: its heading (`Surface.Title`), then its content, `4` apart.
 * `variant`: `card` (default), `subtle` or `plain`. Name it by its title with
 * `aria-labelledby` so it is a region landmark.
 */
export const SurfaceRoot = withProvider(ark.section, 'root')
export type SurfaceRootProps = ComponentProps<typeof SurfaceRoot>
