import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** Dims the page beside the flyout. */
export const FlyoutBackdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export type FlyoutBackdropProps = ComponentProps<typeof FlyoutBackdrop>
