import { Toast as ArkToast } from '@ark-ui/react/toast'
import type { ComponentProps } from 'react'
import { withContext } from './toast-style-context.js'

/** The toast's one optional action (say, "Undo"); runs `action.onClick` and dismisses the toast. */
export const ToastActionTrigger = withContext(ArkToast.ActionTrigger, 'actionTrigger')
export type ToastActionTriggerProps = ComponentProps<typeof ToastActionTrigger>
