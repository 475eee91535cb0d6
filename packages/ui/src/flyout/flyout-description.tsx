import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** Supporting text at the top of the body, announced as the flyout's description. */
export const FlyoutDescription = withContext(ArkDialog.Description, 'description')
export type FlyoutDescriptionProps = ComponentProps<typeof FlyoutDescription>
