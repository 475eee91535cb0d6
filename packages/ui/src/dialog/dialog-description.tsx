import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** Supporting text, announced with the title as the dialog's description. */
export const DialogDescription = withContext(ArkDialog.Description, 'description')
export type DialogDescriptionProps = ComponentProps<typeof DialogDescription>
