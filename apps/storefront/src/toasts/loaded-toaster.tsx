import { createToaster, Toaster } from '@aisle/ui'
import type { LazyToasterState } from './lazy-toaster'

/** The kit's Toaster for a lazy toaster, with the toasts that waited for it. */
export default function LoadedToaster({ toaster }: { toaster: LazyToasterState }) {
  return <Toaster toaster={toaster.connect(createToaster)} />
}
