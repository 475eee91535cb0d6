import {
  type CreateToasterProps,
  type CreateToasterReturn,
  createToaster as createArkToaster,
  type ToastPlacement,
} from '@ark-ui/react/toast'

/** The toast store: `create`, `success`, `error`, `warning`, `info`, `dismiss`, `update`, `promise`. */
export type ToasterStore = CreateToasterReturn

export interface CreateToasterOptions extends CreateToasterProps {
  /** Corner of the viewport the toasts stack from. @default 'bottom-end' */
  placement?: ToastPlacement | undefined
  /** Most toasts shown at once; further toasts wait in a queue. @default 3 */
  max?: number | undefined
  /** Milliseconds a toast of any type stays up; override per toast with `duration`. @default 5000 */
  duration?: number | undefined
  /** Stack the toasts on top of each other instead of listing them. @default false */
  overlap?: boolean | undefined
}

/** The defaults of `createToaster`. */
export const toasterDefaults = {
  placement: 'bottom-end',
  max: 3,
  duration: 5000,
  overlap: false,
} as const satisfies CreateToasterOptions

/** Creates a toast store to hand to `<Toaster toaster={...}>`; usually one per app. */
export function createToaster(options: CreateToasterOptions = {}): ToasterStore {
  return createArkToaster({ ...toasterDefaults, ...options })
}
