/**
 * Ordered SQL migrations for the SQLite store. Append only: never edit or
 * reorder one that has shipped, since existing database files recorded it as
 * applied. Pure data, so browser code may read `LATEST_SCHEMA_VERSION`.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents',
    sql: `
      CREATE TABLE documents (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (collection, id)
      );
    `,
  },
  {
    // Idempotency records used to keep each request's whole body (card numbers and
    // PINs of add-card calls among them); they now keep a hash of the request and the
    // answer only. Drop the old ones; secure_delete zeroes the freed pages in the file.
    version: 2,
    name: 'scrub-idempotency-requests',
    sql: `
      PRAGMA secure_delete = ON;
      DELETE FROM documents WHERE collection = 'idempotency';
    `,
  },
  {
    // Reads of one banner and shopper used to load the whole collection and filter the
    // ids in JavaScript. A scope column ('greenleaf/sandbox-shopper', '' for documents of
    // no shopper) and an index on it let SQLite find them alone. Existing scoped ids are
    // 'banner/owner/id'; the collections that are not kept per shopper stay unscoped.
    version: 3,
    name: 'documents-scope',
    sql: `
      ALTER TABLE documents ADD COLUMN scope TEXT NOT NULL DEFAULT '';
      UPDATE documents
        SET scope = substr(id, 1, instr(id, '/') + instr(substr(id, instr(id, '/') + 1), '/') - 1)
        WHERE instr(id, '/') > 0
          AND instr(substr(id, instr(id, '/') + 1), '/') > 0
          AND collection NOT IN (
            'counters', 'meta', 'credentials', 'accessTokens', 'refreshTokens',
            'card-entry-registrations'
          );
      CREATE INDEX documents_by_scope ON documents (collection, scope);
    `,
  },
]

export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.at(-1)?.version ?? 0
}

export const LATEST_SCHEMA_VERSION = latestVersion(MIGRATIONS)

/** Versions must be positive integers in strictly increasing order. */
export function assertOrdered(migrations: readonly Migration[]): void {
  let previous = 0
  for (const migration of migrations) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(
        `Migration ${migration.version} (${migration.name}) is out of order: versions must increase`,
      )
    }
    previous = migration.version
  }
}
