import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** Dims the page behind the dialog. */
export const DialogBackdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export type DialogBackdropProps = ComponentProps<typeof DialogBackdrop>
