import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../src/store/migrations.ts'
import { openSqliteStore, type SqliteStore } from '../src/store/sqlite-store.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const opened: SqliteStore[] = []
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

const CARD_NUMBER = '5077000000000007'
const PIN = '4931'

/** The database file and its write-ahead log, as bytes on disk. */
function bytesOnDisk(path: string): string {
  return [path, `${path}-wal`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n')
}

describe('migration 2 (scrub-idempotency-requests)', () => {
  it('drops the idempotency records of an older database, request bodies and all', () => {
    const path = join(tempDir(), 'sandbox.db')
    const version1 = MIGRATIONS.filter((m) => m.version === 1)
    const old = openSqliteStore({ path, migrations: version1 })
    // What the sandbox kept before: the canonical request text, PIN and number in it.
    old.put('idempotency', 'greenleaf/shopper-1/key-1', {
      fingerprint: `{"body":{"cardNumber":"${CARD_NUMBER}","pin":"${PIN}"},"params":{},"route":"addEbtCard"}`,
      status: 201,
      body: { lastFour: '0007' },
    })
    old.put('profiles', 'greenleaf/shopper-1/profile', { firstName: 'Avery' })
    old.close()
    expect(bytesOnDisk(path)).toContain(CARD_NUMBER)

    const store = openSqliteStore({ path })
    opened.push(store)
    expect(store.appliedOnOpen).toContain(2)
    expect(store.list('idempotency')).toEqual([])
    // Other documents stay.
    expect(store.get('profiles', 'greenleaf/shopper-1/profile')).toEqual({ firstName: 'Avery' })
    store.close()

    const bytes = bytesOnDisk(path)
    expect(bytes).not.toContain(CARD_NUMBER)
    expect(bytes).not.toContain(`"pin":"${PIN}"`)
  })
})
