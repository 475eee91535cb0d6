import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** Actions pinned to the bottom edge while the body scrolls. */
export const FlyoutFooter = withContext(ark.div, 'footer')
export type FlyoutFooterProps = ComponentProps<typeof FlyoutFooter>
