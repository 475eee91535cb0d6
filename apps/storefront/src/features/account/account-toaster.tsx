import { createLazyToaster, LazyToasterMount } from '../../toasts/lazy-toaster'

/**
 * The account area's toasts (account-area.md §8 "Toasts"): one store for the area, so a
 * toast raised on the add page is still shown on the book it returns to. The Toaster
 * loads with the first toast.
 */
export const accountToaster = createLazyToaster()

export function AccountToaster() {
  // Leaving the account area (or a story) clears what is left of its toasts.
  return <LazyToasterMount toaster={accountToaster} />
}
