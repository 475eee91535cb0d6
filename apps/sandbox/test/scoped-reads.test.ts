import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { scopeOf } from '../src/context.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { MIGRATIONS } from '../src/store/migrations.ts'
import { migrate, openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const opened: Array<{ close(): void }> = []
afterEach(() => {
  for (const handle of opened.splice(0)) handle.close()
})

describe.each([
  ['memory', () => createMemoryStore()],
  ['sqlite', () => openSqliteStore({ path: ':memory:' })],
] as const)('%s store: list(collection, scope)', (_kind, create) => {
  const open = (): Store => {
    const store = create()
    opened.push(store)
    return store
  }

  it('lists only the scope asked for, in insertion order, a replaced document keeping its place', () => {
    const store = open()
    store.put('addresses', 'greenleaf/a/1', 'a1', 'greenleaf/a')
    store.put('addresses', 'greenleaf/b/1', 'b1', 'greenleaf/b')
    store.put('addresses', 'greenleaf/a/2', 'a2', 'greenleaf/a')
    store.put('addresses', 'hilltop/a/1', 'h1', 'hilltop/a')
    store.put('addresses', 'greenleaf/a/1', 'a1 again', 'greenleaf/a')
    store.put('addresses', 'loose', 'no scope')

    expect(store.list('addresses', 'greenleaf/a')).toEqual([
      { id: 'greenleaf/a/1', value: 'a1 again' },
      { id: 'greenleaf/a/2', value: 'a2' },
    ])
    expect(store.list('addresses', 'hilltop/a')).toEqual([{ id: 'hilltop/a/1', value: 'h1' }])
    expect(store.list('addresses', 'copperline/a')).toEqual([])
    expect(store.list('other', 'greenleaf/a')).toEqual([])
    // Without a scope: every document, as before.
    expect(store.list('addresses').map((doc) => doc.id)).toEqual([
      'greenleaf/a/1',
      'greenleaf/b/1',
      'greenleaf/a/2',
      'hilltop/a/1',
      'loose',
    ])
  })

  it('forgets a deleted document and one moved to another scope, and undoes both in a failed transaction', () => {
    const store = open()
    store.put('cards', 'x', 1, 's1')
    store.put('cards', 'y', 2, 's1')
    store.delete('cards', 'x')
    store.put('cards', 'y', 3, 's2')
    expect(store.list('cards', 's1')).toEqual([])
    expect(store.list('cards', 's2')).toEqual([{ id: 'y', value: 3 }])

    expect(() =>
      store.transaction(() => {
        store.put('cards', 'z', 4, 's1')
        store.delete('cards', 'y')
        throw new Error('undo')
      }),
    ).toThrow('undo')
    expect(store.list('cards', 's1')).toEqual([])
    expect(store.list('cards', 's2')).toEqual([{ id: 'y', value: 3 }])
  })

  it("scopeOf reads a shopper's documents alone, with the ids of the scope", () => {
    const store = open()
    const avery = scopeOf(store, 'greenleaf', 'avery')
    const other = scopeOf(store, 'greenleaf', 'avery-2')
    avery.put('addresses', 'home', { line: 'A' })
    // An id that starts like another scope's prefix must not leak into it.
    other.put('addresses', 'home', { line: 'B' })
    scopeOf(store, 'hilltop', 'avery').put('addresses', 'home', { line: 'C' })
    expect(avery.list('addresses')).toEqual([{ id: 'home', value: { line: 'A' } }])
    expect(other.list('addresses')).toEqual([{ id: 'home', value: { line: 'B' } }])
  })
})

describe('migration 3 (documents-scope)', () => {
  it('files existing per-shopper documents under their scope and leaves shared collections unscoped', () => {
    const path = join(tempDir(), 'before-scope.db')
    // A file as the sandbox left it before this migration: ids carry 'banner/owner/'.
    const before = new DatabaseSync(path)
    migrate(
      before,
      MIGRATIONS.filter((m) => m.version < 3),
    )
    const insert = before.prepare('INSERT INTO documents (collection, id, body) VALUES (?, ?, ?)')
    insert.run('addresses', 'greenleaf/sandbox-shopper/addr-home', '{"a":1}')
    insert.run('stores', 'hilltop/*/01400101', '{"s":1}')
    insert.run('credentials', 'greenleaf/avery.quinn@example.com', '{"c":1}')
    insert.run('accessTokens', 'a/b/c', '{"t":1}')
    insert.run('counters', 'card', '3')
    before.close()

    const store = openSqliteStore({ path })
    opened.push(store)
    expect(store.appliedOnOpen).toEqual([3])
    expect(store.list('addresses', 'greenleaf/sandbox-shopper')).toEqual([
      { id: 'greenleaf/sandbox-shopper/addr-home', value: { a: 1 } },
    ])
    expect(scopeOf(store, 'hilltop', '*').list('stores')).toEqual([
      { id: '01400101', value: { s: 1 } },
    ])

    const db = new DatabaseSync(path, { readOnly: true })
    opened.push(db)
    const scopes = db
      .prepare('SELECT collection, scope FROM documents ORDER BY collection')
      .all()
      .map((row) => `${row.collection}:${row.scope}`)
    expect(scopes).toEqual([
      'accessTokens:',
      'addresses:greenleaf/sandbox-shopper',
      'counters:',
      'credentials:',
      'stores:hilltop/*',
    ])
  })

  it('a store opened at an older schema (no scope column) still lists a scope, by the ids', () => {
    const store = openSqliteStore({
      path: join(tempDir(), 'older.db'),
      migrations: MIGRATIONS.filter((m) => m.version < 3),
    })
    opened.push(store)
    scopeOf(store, 'greenleaf', 'a').put('addresses', 'home', 1)
    scopeOf(store, 'greenleaf', 'ab').put('addresses', 'home', 2)
    expect(scopeOf(store, 'greenleaf', 'a').list('addresses')).toEqual([{ id: 'home', value: 1 }])
  })

  it('answers a scoped list from the index, not a scan of the collection', () => {
    const path = join(tempDir(), 'plan.db')
    openSqliteStore({ path }).close()
    const db = new DatabaseSync(path)
    opened.push(db)
    // The same statement the store prepares for list(collection, scope).
    const plan = db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT id, body FROM documents WHERE collection = ? AND scope = ? ORDER BY rowid',
      )
      .all('addresses', 'greenleaf/sandbox-shopper')
      .map((row) => String(row.detail))
    expect(plan.join('\n')).toContain('USING INDEX documents_by_scope (collection=? AND scope=?)')
    expect(plan.join('\n')).not.toContain('TEMP B-TREE')
  })
})
