import type { ToastVariantProps } from '#styled-system/recipes'

export type ToastTone = NonNullable<NonNullable<ToastVariantProps>['tone']>

// Ark's toast types (`toaster.error(...)` sets `error`) mapped onto the kit's tones.
const toneByType: Record<string, ToastTone> = {
  info: 'info',
  loading: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
}

/** The tone of a toast of the given Ark type; unknown types read as `info`. */
export const toastTone = (type: string | undefined): ToastTone =>
  toneByType[type ?? 'info'] ?? 'info'
