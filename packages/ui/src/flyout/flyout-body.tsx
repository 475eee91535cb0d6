import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** The content between header and footer; the only part that scrolls. */
export const FlyoutBody = withContext(ark.div, 'body')
export type FlyoutBodyProps = ComponentProps<typeof FlyoutBody>
