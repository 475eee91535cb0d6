import type { ToasterStore } from '@aisle/ui'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** What the storefront's toasts carry. */
export interface ToastOptions {
  title?: string
  description: string
  type: 'success' | 'info' | 'warning' | 'error'
  /** The toast's one action (a link such as 'Confirm'); it dismisses the toast. */
  action?: { label: string; onClick: () => void }
  /** How long it stays, in ms; `Infinity` until dismissed. @default the Toaster's */
  duration?: number
}

/**
 * A toast store whose Toaster (Ark's toast machines) loads with the first toast, not with
 * the page. `create` is callable at any time: toasts wait until the Toaster loads.
 */
export interface LazyToaster {
  create(options: ToastOptions): void
  /** Dismisses every toast, shown or waiting. */
  remove(): void
}

/** The parts `LazyToasterMount` and the loaded Toaster share. */
export interface LazyToasterState extends LazyToaster {
  /** A toast was asked for: the Toaster is needed. */
  wanted(): boolean
  subscribe(listener: () => void): () => void
  /**
   * The real store, made once by the loaded module before its Toaster mounts. The waiting
   * toasts go into it at once: the Toaster's group reads the store's toasts when it starts
   * (a toast created in the same commit, from an effect, was not shown).
   */
  connect(make: () => ToasterStore): ToasterStore
}

export function createLazyToaster(): LazyToasterState {
  let store: ToasterStore | undefined
  let waiting: ToastOptions[] = []
  let asked = false
  const listeners = new Set<() => void>()
  return {
    create(options) {
      if (store) {
        store.create(options)
        return
      }
      waiting.push(options)
      if (!asked) {
        asked = true
        for (const listener of listeners) listener()
      }
    },
    remove() {
      waiting = []
      store?.remove()
    },
    wanted: () => asked,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect(make) {
      if (!store) {
        const created = make()
        for (const options of waiting) created.create(options)
        waiting = []
        store = created
      }
      return store
    },
  }
}

const LoadedToaster = lazy(() => import('./loaded-toaster'))

/**
 * Where a lazy toaster's toasts show: nothing until the first toast, then the kit's
 * Toaster. Unmounting dismisses every toast, as the pages' toasters did.
 */
export function LazyToasterMount({ toaster }: { toaster: LazyToasterState }) {
  const wanted = useSyncExternalStore(toaster.subscribe, toaster.wanted, toaster.wanted)
  useEffect(() => () => toaster.remove(), [toaster])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LoadedToaster toaster={toaster} />
    </Suspense>
  )
}
