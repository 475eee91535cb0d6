// The only module that touches node:sqlite, so everything else stays browser-safe.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Migration } from './migrations.ts'
import { assertOrdered, latestVersion, MIGRATIONS } from './migrations.ts'
import type { JsonValue, Store } from './store.ts'
import { assertSynchronous, decodeDocument, encodeDocument } from './store.ts'

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for a throw-away database. */
  path: string
  /** Defaults to the sandbox's own list; tests pass others. */
  migrations?: readonly Migration[]
}

export interface SqliteStore extends Store {
  readonly path: string
  /** Versions this open applied; empty when the file was already current. */
  readonly appliedOnOpen: readonly number[]
}

/** Opens (creating the file and its folder if needed) and migrates the database. */
export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  const { path, migrations = MIGRATIONS } = options
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  let appliedOnOpen: number[]
  try {
    // WAL lets a second reader (a test, the sqlite3 shell) look in while we write.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;')
    appliedOnOpen = migrate(db, migrations)
  } catch (error) {
    db.close()
    throw error
  }

  const selectOne = db.prepare('SELECT body FROM documents WHERE collection = ? AND id = ?')
  const selectAll = db.prepare('SELECT id, body FROM documents WHERE collection = ? ORDER BY rowid')
  // Migration 3 adds the scope column. A store opened with fewer migrations (tests of
  // older files do) finds a scope by its ids' 'banner/owner/' prefix instead.
  const hasScope = db
    .prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?')
    .get('documents', 'scope')
  // Served by the (collection, scope) index, whose entries are in rowid order within a scope.
  const selectScope = hasScope
    ? db.prepare('SELECT id, body FROM documents WHERE collection = ? AND scope = ? ORDER BY rowid')
    : db.prepare(
        "SELECT id, body FROM documents WHERE collection = ?1 AND substr(id, 1, length(?2) + 1) = ?2 || '/' ORDER BY rowid",
      )
  // An upsert keeps the row's rowid, so a replaced document keeps its place in `list`.
  const upsert = db.prepare(`
    INSERT INTO documents (collection, id, body${hasScope ? ', scope' : ''})
    VALUES (?, ?, ?${hasScope ? ', ?' : ''})
    ON CONFLICT (collection, id) DO UPDATE SET
      body = excluded.body,${hasScope ? '\n      scope = excluded.scope,' : ''}
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  `)
  const remove = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?')
  let depth = 0

  return {
    kind: 'sqlite',
    path,
    appliedOnOpen,
    get schemaVersion() {
      return currentVersion(db)
    },
    get(collection, id) {
      const row = selectOne.get(collection, id)
      return row === undefined ? undefined : decodeDocument(String(row.body))
    },
    put(collection, id, value: JsonValue, scope = '') {
      if (hasScope) upsert.run(collection, id, encodeDocument(value), scope)
      else upsert.run(collection, id, encodeDocument(value))
    },
    list(collection, scope) {
      const rows =
        scope === undefined ? selectAll.all(collection) : selectScope.all(collection, scope)
      return rows.map((row) => ({ id: String(row.id), value: decodeDocument(String(row.body)) }))
    },
    delete(collection, id) {
      return Number(remove.run(collection, id).changes) > 0
    },
    transaction(work) {
      // Nested calls use savepoints, so an inner failure undoes only its own part.
      const savepoint = `sp_${depth}`
      db.exec(depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`)
      depth += 1
      try {
        const result = work()
        assertSynchronous(result)
        depth -= 1
        db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`)
        return result
      } catch (error) {
        depth -= 1
        db.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`)
        throw error
      }
    },
    close() {
      if (db.isOpen) db.close()
    },
  }
}

/**
 * Applies pending migrations, each in its own transaction, and returns the
 * versions applied. Running it again on a current database does nothing.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number[] {
  assertOrdered(migrations)
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )
  `)
  const found = currentVersion(db)
  const latest = latestVersion(migrations)
  if (found > latest) {
    throw new Error(
      `The database is at schema version ${found}, newer than this sandbox knows (${latest}). ` +
        'Update the code, or delete the database file to start fresh.',
    )
  }

  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?')
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)')
  const applied: number[] = []
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock first, so two processes opening the same
    // file cannot both apply a migration; the re-check runs under that lock.
    db.exec('BEGIN IMMEDIATE')
    try {
      if (isApplied.get(migration.version) === undefined) {
        db.exec(migration.sql)
        record.run(migration.version, migration.name)
        applied.push(migration.version)
      }
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw new Error(`Migration ${migration.version} (${migration.name}) failed`, {
        cause: error,
      })
    }
  }
  return applied
}

function currentVersion(db: DatabaseSync): number {
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get()
  return Number(row?.version ?? 0)
}
