import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/index.js'
import type { AlertTone } from './alert-types.js'

/** The icon drawn for each tone, so tone never rests on colour alone. */
export const alertIcons = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
} satisfies Record<AlertTone, unknown>
