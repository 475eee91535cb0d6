import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CustomerPreference } from '../contracts/customer-preferences.js'
import { messages } from '../errors/messages.js'
import { createApiClient } from '../transport/client.js'
import { createFakeFetch, type FakeReply, json, serviceError } from '../transport/testing.js'
import { useOptimisticApiUpdate } from './optimistic.js'
import { SwrTestWrapper as wrapper } from './test-wrapper.js'
import { useApiQuery } from './use-api-query.js'

const preference: CustomerPreference = {
  id: 'p1',
  name: 'geolocationConsent.pay',
  value: false,
  userSet: true,
  versionKey: 'v1',
}
const read = {
  name: 'customerPreferences',
  args: { query: { projections: 'preferences.full' } },
} as const

/** A reply the test answers by hand, so "shows at once" can be seen before the server answers. */
function deferred() {
  let answer: (response: Response) => void = () => {}
  const reply = new Promise<Response>((resolve) => {
    answer = resolve
  })
  return { reply, answer }
}

function setup(update: () => FakeReply) {
  const fake = createFakeFetch((request) =>
    request.method === 'GET' ? json(200, { preferences: [preference] }) : update(),
  )
  const client = createApiClient({ fetch: fake.fetch })
  const { result } = renderHook(
    () => ({
      query: useApiQuery(client, read.name, read.args),
      toggle: useOptimisticApiUpdate(client, read, 'updateCustomerPreference', {
        optimisticData: (current, args) => ({
          preferences: (current?.preferences ?? []).map((p) =>
            p.id === args.params.preferenceId ? { ...p, value: args.body.value } : p,
          ),
        }),
        populateCache: (saved, current) => ({
          preferences: (current?.preferences ?? []).map((p) => (p.id === saved.id ? saved : p)),
        }),
        failureMessage: messages.preferenceCannotBeUpdated,
      }),
    }),
    { wrapper },
  )
  return { result, requests: fake.requests }
}

const value = (result: ReturnType<typeof setup>['result']) =>
  result.current.query.data?.preferences[0]?.value
const turnOn = { params: { preferenceId: 'p1' }, body: { value: true, versionKey: 'v1' } }

describe('optimistic preference update (account-area.md §4 "Preferences")', () => {
  it('shows the change at once, then keeps the server answer', async () => {
    const server = deferred()
    const { result, requests } = setup(() => server.reply)
    await waitFor(() => expect(value(result)).toBe(false))

    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.toggle.update(turnOn)
    })
    await waitFor(() => expect(value(result)).toBe(true))
    expect(result.current.toggle.state.status).toBe('updating')
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { value: true, versionKey: 'v1' },
    })

    await act(async () => {
      server.answer(json(200, { ...preference, value: true, versionKey: 'v2' }))
      await pending
    })
    expect(result.current.query.data?.preferences[0]).toMatchObject({
      value: true,
      versionKey: 'v2',
    })
    expect(result.current.toggle.state.status).toBe('updated')
  })

  it("rolls back on failure and shows the server's message", async () => {
    const server = deferred()
    const { result } = setup(() => server.reply)
    await waitFor(() => expect(value(result)).toBe(false))

    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.toggle.update(turnOn)
    })
    await waitFor(() => expect(value(result)).toBe(true))

    await act(async () => {
      server.answer(
        serviceError(500, { customerErrorMessage: 'Please check your phone to confirm.' }),
      )
      await pending
    })
    expect(value(result)).toBe(false)
    expect(result.current.toggle.state).toMatchObject({
      status: 'failed',
      message: 'Please check your phone to confirm.',
      error: { kind: 'http', status: 500 },
    })
  })

  it('falls back to the catalogue text when the server sends no message (account-area.md §8)', async () => {
    const { result } = setup(() => serviceError(500))
    await waitFor(() => expect(value(result)).toBe(false))
    await act(async () => {
      await result.current.toggle.update(turnOn)
    })
    expect(value(result)).toBe(false)
    expect(result.current.toggle.state).toMatchObject({
      status: 'failed',
      message: 'Your preference cannot be updated at this time. Please try again later.',
    })
  })
})
