import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './site-header-style-context.js'

/**
 * The link home around the logo. Its name is the logo's alternative text. Use
 * `asChild` to render the router's link.
 */
export const SiteHeaderBrand = withContext(ark.a, 'brand')
export type SiteHeaderBrandProps = ComponentProps<typeof SiteHeaderBrand>
