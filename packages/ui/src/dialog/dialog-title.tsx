import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** The dialog's heading and accessible name. Use `asChild` to pick the heading level. */
export const DialogTitle = withContext(ArkDialog.Title, 'title')
export type DialogTitleProps = ComponentProps<typeof DialogTitle>
