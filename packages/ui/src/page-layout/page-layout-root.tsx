import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withProvider } from './page-layout-style-context.js'

/**
 * The whole page, at least as tall as the viewport so the footer sits at the bottom.
 * `variant`: `site` (default) or `checkout` (checkout.md §2: back link, logo, footer).
 * `fillFirstScreen` (default `false`): `PageLayout.Main` is at least as tall as the
 * viewport, so the footer starts below the first screen and does not move when a page
 * whose code loads late renders into the empty main.
 */
export const PageLayoutRoot = withProvider(ark.div, 'root')
export type PageLayoutRootProps = ComponentProps<typeof PageLayoutRoot>
