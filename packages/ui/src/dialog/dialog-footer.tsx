import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** The row of actions at the end of the dialog, the primary action last. */
export const DialogFooter = withContext(ark.div, 'footer')
export type DialogFooterProps = ComponentProps<typeof DialogFooter>
