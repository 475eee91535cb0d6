import { createToaster, Toaster } from '@aisle/ui'
import { useEffect } from 'react'
import type { LazyToasterState } from './lazy-toaster'

/** The kit's Toaster for a lazy toaster: the waiting toasts show once it is mounted. */
export default function LoadedToaster({ toaster }: { toaster: LazyToasterState }) {
  const store = toaster.connect(createToaster)
  // The Toaster's own effects (its group machine) run first: the toasts reach a live store.
  useEffect(() => toaster.flush(), [toaster])
  return <Toaster toaster={store} />
}
