import { Toast as ArkToast } from '@ark-ui/react/toast'
import type { ComponentProps } from 'react'
import { withContext } from './toast-style-context.js'

/** Detail under the title; describes the toast. */
export const ToastDescription = withContext(ArkToast.Description, 'description')
export type ToastDescriptionProps = ComponentProps<typeof ToastDescription>
