import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './page-layout-style-context.js'

/**
 * The page's content and its aside: one column below 1024 px (the aside after the
 * content), two from 1024 px with the aside at the end, `sizes.aside` wide.
 */
export const PageLayoutBody = withContext(ark.div, 'body')
export type PageLayoutBodyProps = ComponentProps<typeof PageLayoutBody>
