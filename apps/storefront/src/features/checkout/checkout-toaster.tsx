import { createToaster, Toaster } from '@aisle/ui'
import { useEffect } from 'react'

/** The payment step's toasts ('{code} successfully added to order!'). */
export const checkoutToaster = createToaster()

export function CheckoutToaster() {
  useEffect(() => () => void checkoutToaster.remove(), [])
  return <Toaster toaster={checkoutToaster} />
}
