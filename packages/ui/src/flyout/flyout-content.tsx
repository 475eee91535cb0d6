import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { withContext } from './flyout-style-context.js'

/** The sliding panel (`role="dialog"`): full width below 480 px, `sizes.flyout` wide above. */
export const FlyoutContent = withContext(ArkDialog.Content, 'content')
export type FlyoutContentProps = ComponentProps<typeof FlyoutContent>
