import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { LATEST_SCHEMA_VERSION } from '../src/store/migrations.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'

describe.each([
  ['memory', () => createMemoryStore()],
  ['sqlite', () => openSqliteStore({ path: ':memory:' })],
] as const)('the API on the %s store', (kind, create) => {
  it('answers the health route with the store kind and schema version', async () => {
    const store = create()
    const response = await createApp({ store }).fetch(new Request('http://sandbox.test/api/health'))
    store.close()

    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ok',
      database: kind,
      schemaVersion: LATEST_SCHEMA_VERSION,
    })
  })

  it('reports an error, not ok, when the store does not answer', async () => {
    const store = create()
    store.close()
    const response = await createApp({ store }).fetch(new Request('http://sandbox.test/api/health'))

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', database: kind })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const store = create()
    const response = await createApp({ store }).fetch(new Request('http://sandbox.test/api/nope'))
    store.close()

    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'not_found', path: '/api/nope' })
  })
})
