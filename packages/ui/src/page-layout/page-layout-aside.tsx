import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './page-layout-style-context.js'

/**
 * The narrow column of `PageLayout.Body` (an order summary and its button), an `<aside>`
 * landmark: name it with `aria-label` or `aria-labelledby`. Sticky from 1024 px.
 */
export const PageLayoutAside = withContext(ark.aside, 'aside')
export type PageLayoutAsideProps = ComponentProps<typeof PageLayoutAside>
