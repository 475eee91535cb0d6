import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** The flyout's heading and accessible name, placed in `Flyout.Header`. */
export const FlyoutTitle = withContext(ArkDialog.Title, 'title')
export type FlyoutTitleProps = ComponentProps<typeof FlyoutTitle>
