import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** Free content between the description and the footer; scrolls when the dialog is taller than the viewport. */
export const DialogBody = withContext(ark.div, 'body')
export type DialogBodyProps = ComponentProps<typeof DialogBody>
