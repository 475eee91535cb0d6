import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** The top bar: an optional `Flyout.BackTrigger`, the `Flyout.Title` and the `Flyout.CloseTrigger`. */
export const FlyoutHeader = withContext(ark.div, 'header')
export type FlyoutHeaderProps = ComponentProps<typeof FlyoutHeader>
