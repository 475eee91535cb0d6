import { createToaster, Toaster } from '@aisle/ui'
import { useEffect } from 'react'

/**
 * The account area's toasts (account-area.md §8 "Toasts"): one store for the area, so a
 * toast raised on the add page is still shown on the book it returns to.
 */
export const accountToaster = createToaster()

export function AccountToaster() {
  // Leaving the account area (or a story) clears what is left of its toasts.
  useEffect(() => () => void accountToaster.remove(), [])
  return <Toaster toaster={accountToaster} />
}
