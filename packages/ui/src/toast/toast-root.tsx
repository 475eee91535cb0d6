import { Toast as ArkToast } from '@ark-ui/react/toast'
import type { ComponentProps, ComponentType } from 'react'
import type { ToastVariantProps } from '#styled-system/recipes'
import { withProvider } from './toast-style-context.js'

const StyledRoot = withProvider(ArkToast.Root, 'root')

export interface ToastRootProps extends ComponentProps<typeof StyledRoot> {
  /** Colour of the toast: `info`, `success`, `warning` or `danger`. @default 'info' */
  tone?: NonNullable<ToastVariantProps>['tone']
}

/** One toast (`role="status"`), rendered inside `Toaster`'s render function. */
export const ToastRoot: ComponentType<ToastRootProps> = StyledRoot
