import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** Pins the flyout to the end edge of the viewport, full height. */
export const FlyoutPositioner = withContext(ArkDialog.Positioner, 'positioner')
export type FlyoutPositionerProps = ComponentProps<typeof FlyoutPositioner>
