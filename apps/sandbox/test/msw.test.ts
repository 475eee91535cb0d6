import { pathOf } from '@aisle/api'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandboxHandlers, SEEDED_SHOPPERS, sandboxHandlers } from '../src/msw.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { LATEST_SCHEMA_VERSION } from '../src/store/migrations.ts'

const memoryHealth = { status: 'ok', database: 'memory', schemaVersion: LATEST_SCHEMA_VERSION }

describe('the MSW handlers', () => {
  it('answer health through app.fetch on a memory store', async () => {
    const response = await getResponse(
      createSandboxHandlers(),
      new Request('http://localhost:6006/api/health'),
    )
    expect(response?.status).toBe(200)
    expect(await response?.json()).toEqual(memoryHealth)
  })

  it('leave alone what is not the sandbox API', async () => {
    const handlers = createSandboxHandlers({ baseUrl: 'http://sandbox.test/' })
    expect(
      await getResponse(handlers, new Request('http://sandbox.test/assets/app.js')),
    ).toBeUndefined()
    expect(
      await getResponse(handlers, new Request('http://elsewhere.test/api/health')),
    ).toBeUndefined()
    const ours = await getResponse(handlers, new Request('http://sandbox.test/api/health'))
    expect(await ours?.json()).toEqual(memoryHealth)
  })

  it('use the store they are given', async () => {
    const store = createMemoryStore()
    store.close()
    const response = await getResponse(
      createSandboxHandlers({ store }),
      new Request('http://localhost/api/health'),
    )
    expect(response?.status).toBe(503)
  })

  describe('behind setupServer', () => {
    const server = setupServer(...createSandboxHandlers())
    afterEach(() => server.close())

    it('answer a real fetch, and nothing else', async () => {
      // msw 3 renamed onUnhandledRequest to onUnhandledFrame.
      server.listen({ onUnhandledFrame: 'error' })
      const response = await fetch('http://storefront.test/api/health')
      expect(await response.json()).toEqual(memoryHealth)
      await expect(fetch('http://storefront.test/not-api')).rejects.toThrow()
    })
  })
})

describe('sandboxHandlers (Storybook)', () => {
  const signIn = (banner: string) =>
    new Request(`http://localhost:6006${pathOf('signIn')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: SEEDED_SHOPPERS[0]?.email,
        password: `${banner}-sandbox`,
      }),
    })

  it('send every call as the chosen banner unless it names one', async () => {
    const handlers = sandboxHandlers({ banner: 'hilltop' })
    expect((await getResponse(handlers, signIn('hilltop')))?.status).toBe(200)
    expect((await getResponse(handlers, signIn('greenleaf')))?.status).not.toBe(200)
  })

  it('switch the faults they are given, per route', async () => {
    const handlers = sandboxHandlers({ faults: { health: '503' } })
    const health = await getResponse(handlers, new Request('http://localhost/api/health'))
    expect(health?.status).toBe(503)
    const request = new Request('http://localhost/api/health', {
      headers: { 'x-sandbox-fault': '409' },
    })
    expect((await getResponse(handlers, request))?.status).toBe(409)
  })
})
