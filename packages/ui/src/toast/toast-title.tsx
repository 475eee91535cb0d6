import { Toast as ArkToast } from '@ark-ui/react/toast'
import type { ComponentProps } from 'react'
import { withContext } from './toast-style-context.js'

/** The toast's headline, in the tone's colour; labels the toast. */
export const ToastTitle = withContext(ArkToast.Title, 'title')
export type ToastTitleProps = ComponentProps<typeof ToastTitle>
