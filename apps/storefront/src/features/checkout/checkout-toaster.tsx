import { createLazyToaster, LazyToasterMount } from '../../toasts/lazy-toaster'

/** The payment step's toasts ('{code} successfully added to order!'); the Toaster loads with the first. */
export const checkoutToaster = createLazyToaster()

export function CheckoutToaster() {
  return <LazyToasterMount toaster={checkoutToaster} />
}
