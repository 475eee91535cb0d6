import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { JsonValue, Store } from '../src/store/store.ts'

// One contract, both stores: the handlers must not be able to tell them apart.
describe.each([
  ['memory', () => createMemoryStore()],
  ['sqlite', () => openSqliteStore({ path: ':memory:' })],
] as const)('%s store', (kind, create) => {
  const withStore = (test: (store: Store) => void) => () => {
    const store = create()
    try {
      test(store)
    } finally {
      store.close()
    }
  }

  it(
    'says what it is',
    withStore((store) => {
      expect(store.kind).toBe(kind)
      expect(store.schemaVersion).toBeGreaterThan(0)
    }),
  )

  it(
    'round-trips documents and hands out copies',
    withStore((store) => {
      const address = { line1: '1 Main St', tags: ['home'], default: true, floor: null }
      store.put('addresses', 'a1', address)
      address.line1 = 'changed after put'

      const read = store.get('addresses', 'a1') as { line1: string; tags: string[] }
      expect(read).toEqual({ line1: '1 Main St', tags: ['home'], default: true, floor: null })
      read.tags.push('changed after get')
      expect(store.get('addresses', 'a1')).toEqual({
        line1: '1 Main St',
        tags: ['home'],
        default: true,
        floor: null,
      })
      expect(store.get('addresses', 'missing')).toBeUndefined()
      expect(store.get('other', 'a1')).toBeUndefined()
    }),
  )

  it(
    'lists in insertion order, a replaced document keeping its place',
    withStore((store) => {
      store.put('slots', 'b', 1)
      store.put('slots', 'a', 2)
      store.put('slots', 'c', 3)
      store.put('slots', 'b', 10)
      store.put('other', 'x', 'elsewhere')

      expect(store.list('slots')).toEqual([
        { id: 'b', value: 10 },
        { id: 'a', value: 2 },
        { id: 'c', value: 3 },
      ])
      expect(store.list('empty')).toEqual([])
    }),
  )

  it(
    'deletes and says whether it did',
    withStore((store) => {
      store.put('cards', 'c1', { last4: '4242' })
      expect(store.delete('cards', 'c1')).toBe(true)
      expect(store.delete('cards', 'c1')).toBe(false)
      expect(store.get('cards', 'c1')).toBeUndefined()
    }),
  )

  it(
    'commits a transaction and rolls a failed one back whole',
    withStore((store) => {
      expect(
        store.transaction(() => {
          store.put('orders', 'o1', 'placed')
          return 'done'
        }),
      ).toBe('done')

      expect(() =>
        store.transaction(() => {
          store.put('orders', 'o2', 'placed')
          store.delete('orders', 'o1')
          throw new Error('payment declined')
        }),
      ).toThrow('payment declined')
      expect(store.list('orders')).toEqual([{ id: 'o1', value: 'placed' }])
    }),
  )

  it(
    'undoes only the inner part when a nested transaction fails',
    withStore((store) => {
      store.transaction(() => {
        store.put('orders', 'outer', 1)
        expect(() =>
          store.transaction(() => {
            store.put('orders', 'inner', 2)
            throw new Error('inner fails')
          }),
        ).toThrow('inner fails')
        store.put('orders', 'after', 3)
      })
      expect(store.list('orders').map((doc) => doc.id)).toEqual(['outer', 'after'])
    }),
  )

  it(
    'refuses async transaction work and rolls it back',
    withStore((store) => {
      expect(() =>
        store.transaction(() => {
          store.put('orders', 'o1', 'placed')
          return Promise.resolve()
        }),
      ).toThrow(/must be synchronous/)
      expect(store.get('orders', 'o1')).toBeUndefined()
    }),
  )

  it(
    'rejects a value JSON cannot carry',
    withStore((store) => {
      expect(() => store.put('x', 'y', undefined as unknown as JsonValue)).toThrow(TypeError)
    }),
  )

  it('stops answering once closed', () => {
    const store = create()
    store.close()
    expect(() => store.schemaVersion).toThrow()
    expect(() => store.get('a', 'b')).toThrow()
  })
})
