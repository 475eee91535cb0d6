import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import type { Migration } from '../src/store/migrations.ts'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../src/store/migrations.ts'
import type { SqliteStore } from '../src/store/sqlite-store.ts'
import { migrate, openSqliteStore } from '../src/store/sqlite-store.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const opened: Array<{ close(): void }> = []
afterEach(() => {
  for (const handle of opened.splice(0)) handle.close()
})

function open(path: string, migrations?: readonly Migration[]): SqliteStore {
  const store = openSqliteStore(migrations ? { path, migrations } : { path })
  opened.push(store)
  return store
}

/** A second, independent connection, to see what is really in the file. */
function inspect(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { readOnly: true })
  opened.push(db)
  return db
}

const tables = (db: DatabaseSync) =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)

const migrationRows = (db: DatabaseSync) =>
  db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all()

describe('SQLite migrations', () => {
  it('creates the folder, the file and the schema on first open', () => {
    const path = join(tempDir(), 'nested', 'folder', 'sandbox.db')
    const store = open(path)

    expect(existsSync(path)).toBe(true)
    expect(store.appliedOnOpen).toEqual(MIGRATIONS.map((m) => m.version))
    expect(store.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
    expect(LATEST_SCHEMA_VERSION).toBeGreaterThan(0)
    const db = inspect(path)
    expect(tables(db)).toEqual(expect.arrayContaining(['documents', 'schema_migrations']))
    expect(migrationRows(db).map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version))
  })

  it('is a no-op when run again, and keeps the data', () => {
    const path = join(tempDir(), 'sandbox.db')
    const first = open(path)
    first.put('profiles', 'p1', { name: 'Ada' })
    const before = migrationRows(inspect(path))
    first.close()

    const second = open(path)
    expect(second.appliedOnOpen).toEqual([])
    expect(second.get('profiles', 'p1')).toEqual({ name: 'Ada' })
    // Same rows, same applied_at: nothing was re-applied or re-recorded.
    expect(migrationRows(inspect(path))).toEqual(before)
  })

  it('returns nothing to do from migrate on a current database', () => {
    const db = new DatabaseSync(':memory:')
    opened.push(db)
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version))
    expect(migrate(db)).toEqual([])
    expect(migrationRows(db)).toHaveLength(MIGRATIONS.length)
  })

  it('applies only the migrations added since the last open', () => {
    const path = join(tempDir(), 'sandbox.db')
    open(path).close()
    const next = MIGRATIONS.length + 1
    const added: Migration = { version: next, name: 'notes', sql: 'CREATE TABLE notes (id TEXT)' }

    const store = open(path, [...MIGRATIONS, added])
    expect(store.appliedOnOpen).toEqual([next])
    expect(store.schemaVersion).toBe(next)
    expect(tables(inspect(path))).toContain('notes')
  })

  it('rolls back a failing migration whole and names it', () => {
    const path = join(tempDir(), 'sandbox.db')
    const broken: Migration = {
      version: MIGRATIONS.length + 1,
      name: 'half-done',
      sql: 'CREATE TABLE half (id TEXT); INSERT INTO no_such_table VALUES (1);',
    }

    expect(() => open(path, [...MIGRATIONS, broken])).toThrow(/half-done/)
    const db = inspect(path)
    expect(tables(db)).not.toContain('half')
    // The migrations before it did commit, each in its own transaction.
    expect(migrationRows(db).map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version))
  })

  it('refuses a database newer than the code', () => {
    const path = join(tempDir(), 'sandbox.db')
    const future: Migration = { version: 99, name: 'future', sql: 'CREATE TABLE future (id TEXT)' }
    open(path, [...MIGRATIONS, future]).close()

    expect(() => open(path)).toThrow(/schema version 99, newer than this sandbox knows/)
  })

  it('rejects migrations listed out of order', () => {
    const unordered: Migration[] = [
      { version: 2, name: 'b', sql: 'SELECT 1' },
      { version: 1, name: 'a', sql: 'SELECT 1' },
    ]
    expect(() => open(':memory:', unordered)).toThrow(/out of order/)
  })
})
