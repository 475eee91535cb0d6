import type { ToasterStore } from '@aisle/ui'
import { describe, expect, it } from 'vitest'
import { createLazyToaster, type ToastOptions } from './lazy-toaster'

/** A stand-in for the kit's store: what was created, and how often everything was removed. */
function fakeStore() {
  const created: ToastOptions[] = []
  let removals = 0
  const store = {
    create: (options: ToastOptions) => {
      created.push(options)
      return 'id'
    },
    remove: () => {
      removals += 1
    },
  } as unknown as ToasterStore
  return { store, created, removals: () => removals }
}

const saved: ToastOptions = { description: 'Your address has been created.', type: 'success' }
const removed: ToastOptions = { description: 'Your address has been removed.', type: 'success' }

describe('createLazyToaster', () => {
  it('asks for the Toaster once, with the first toast', () => {
    const toaster = createLazyToaster()
    let asked = 0
    toaster.subscribe(() => {
      asked += 1
    })
    expect(toaster.wanted()).toBe(false)
    toaster.create(saved)
    toaster.create(removed)
    expect(toaster.wanted()).toBe(true)
    expect(asked).toBe(1)
  })

  it('hands the waiting toasts, in order, to the store as it is made; later ones go straight in', () => {
    const toaster = createLazyToaster()
    const fake = fakeStore()
    toaster.create(saved)
    toaster.create(removed)
    expect(fake.created).toEqual([])
    expect(toaster.connect(() => fake.store)).toBe(fake.store)
    expect(fake.created).toEqual([saved, removed])
    toaster.create(saved)
    expect(fake.created).toEqual([saved, removed, saved])
  })

  it('makes its store once', () => {
    const toaster = createLazyToaster()
    const first = fakeStore()
    toaster.connect(() => first.store)
    expect(toaster.connect(() => fakeStore().store)).toBe(first.store)
  })

  it('remove() drops the waiting toasts, and clears the store once there is one', () => {
    const toaster = createLazyToaster()
    toaster.create(saved)
    toaster.remove()
    const fake = fakeStore()
    toaster.connect(() => fake.store)
    expect(fake.created).toEqual([])
    toaster.remove()
    expect(fake.removals()).toBe(1)
  })
})
