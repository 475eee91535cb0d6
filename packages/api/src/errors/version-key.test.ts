import { describe, expect, it } from 'vitest'
import { isApiError } from '../transport/api-error.js'
import { createApiClient } from '../transport/client.js'
import { messages } from './messages.js'
import { lacksVersionKey, MISSING_VERSION_KEY_CODE } from './version-key.js'

const checkout = {
  id: 'chk-1',
  versionKey: 'v3',
  status: 'DRAFT',
  modalityType: 'Pickup',
  lineItems: [],
  payments: [],
}

const answering = (body: unknown) =>
  createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  })

const getCheckout = (body: unknown) =>
  answering(body)
    .call('checkout', { params: { checkoutId: 'chk-1' } })
    .catch((error: unknown) => error)

describe('checkout.md §8 "Missing versionKey: message plus code"', () => {
  it('a checkout with its versionKey parses', async () => {
    await expect(getCheckout(checkout)).resolves.toMatchObject({ versionKey: 'v3' })
  })

  it.each([
    ['missing', { ...checkout, versionKey: undefined }],
    ['not text', { ...checkout, versionKey: 7 }],
    ['empty', { ...checkout, versionKey: '' }],
  ])('an answer whose versionKey is %s shows the message plus our code', async (_, body) => {
    const error = await getCheckout(body)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      kind: 'malformed',
      code: MISSING_VERSION_KEY_CODE,
      message: `${messages.checkoutTechnicalDifficulties} Error Code VK1`,
    })
  })

  it('an answer malformed elsewhere keeps the generic message and no code', async () => {
    const error = await getCheckout({ ...checkout, lineItems: 'oops' })
    expect(error).toMatchObject({ kind: 'malformed', message: messages.formError })
    expect(isApiError(error) && error.code).toBeUndefined()
  })

  it('lacksVersionKey reads only the top-level versionKey', () => {
    expect(lacksVersionKey([{ path: 'versionKey' }])).toBe(true)
    expect(lacksVersionKey([{ path: 'promise.versionKey' }, { path: 'id' }])).toBe(false)
    expect(lacksVersionKey([])).toBe(false)
  })
})
