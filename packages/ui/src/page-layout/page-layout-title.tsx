import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './page-layout-style-context.js'

/** The page's one `<h1>`. */
export const PageLayoutTitle = withContext(ark.h1, 'title')
export type PageLayoutTitleProps = ComponentProps<typeof PageLayoutTitle>
