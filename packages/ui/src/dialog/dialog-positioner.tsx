import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './dialog-style-context.js'

/** Centres the content in the viewport, with the page gutter around it. */
export const DialogPositioner = withContext(ArkDialog.Positioner, 'positioner')
export type DialogPositionerProps = ComponentProps<typeof DialogPositioner>
