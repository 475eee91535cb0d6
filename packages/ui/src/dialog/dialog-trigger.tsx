import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** Opens the dialog; focus returns here on close. Use `asChild` to make a `Button` the trigger. */
export const DialogTrigger = withContext(ArkDialog.Trigger, 'trigger')
export type DialogTriggerProps = ComponentProps<typeof DialogTrigger>
