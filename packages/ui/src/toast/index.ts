export {
  type CreateToasterOptions,
  createToaster,
  type ToasterStore,
  toasterDefaults,
} from './create-toaster.js'
/** The parts of one toast, for a custom `Toaster` render function. */
export * as Toast from './toast.js'
export { type ToastTone, toastTone } from './toast-tone.js'
export { Toaster, type ToasterProps } from './toaster.js'
