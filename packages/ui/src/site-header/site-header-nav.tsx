import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './site-header-style-context.js'

/** Navigation and actions at the end of the header; give it an `aria-label`. */
export const SiteHeaderNav = withContext(ark.nav, 'nav')
export type SiteHeaderNavProps = ComponentProps<typeof SiteHeaderNav>
