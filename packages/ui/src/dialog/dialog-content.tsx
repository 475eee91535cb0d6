import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** The dialog card (`role="dialog"` or `"alertdialog"`), labelled by its title and description. */
export const DialogContent = withContext(ArkDialog.Content, 'content')
export type DialogContentProps = ComponentProps<typeof DialogContent>
