import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './page-layout-style-context.js'

/** The wide column of `PageLayout.Body`: its sections one under the other, `6` apart. */
export const PageLayoutContent = withContext(ark.div, 'content')
export type PageLayoutContentProps = ComponentProps<typeof PageLayoutContent>
