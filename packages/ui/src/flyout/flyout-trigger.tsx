import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** Opens the flyout; focus returns here on close. Use `asChild` to make a `Button` the trigger. */
export const FlyoutTrigger = withContext(ArkDialog.Trigger, 'trigger')
export type FlyoutTriggerProps = ComponentProps<typeof FlyoutTrigger>
