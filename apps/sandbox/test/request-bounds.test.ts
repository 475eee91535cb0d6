import { describe, expect, it } from 'vitest'
import { REQUEST_BOUNDS, requestBoundsIssue } from '../src/request-bounds.ts'
import { sampleOf, sandbox } from './support.ts'

const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nest(depth - 1) })

describe('requestBoundsIssue: the bounds of any body', () => {
  it('lets a body within every bound through', () => {
    expect(
      requestBoundsIssue({
        s: 'x'.repeat(REQUEST_BOUNDS.string),
        list: Array.from({ length: REQUEST_BOUNDS.array }, () => 1),
        wide: Object.fromEntries(
          Array.from({ length: REQUEST_BOUNDS.keys }, (_, i) => [`k${i}`, i]),
        ),
        deep: nest(REQUEST_BOUNDS.depth - 2),
      }),
    ).toBeUndefined()
  })

  it.each([
    ['a string', { a: ['x'.repeat(REQUEST_BOUNDS.string + 1)] }, 'body.a.0', 'characters'],
    [
      'a list',
      { a: Array.from({ length: REQUEST_BOUNDS.array + 1 }, () => 0) },
      'body.a',
      'entries',
    ],
    [
      'an object',
      Object.fromEntries(Array.from({ length: REQUEST_BOUNDS.keys + 1 }, (_, i) => [`k${i}`, i])),
      'body',
      'fields',
    ],
    ['a field name', { ['k'.repeat(REQUEST_BOUNDS.string + 1)]: 1 }, 'body', 'field names'],
    ['nesting', nest(REQUEST_BOUNDS.depth + 1), 'body.a.a.a.a.a.a.a.a.a.a.a.a', 'deep'],
  ])('names the field past the bound on %s', (_what, body, path, message) => {
    const issue = requestBoundsIssue(body)
    expect(issue?.path).toBe(path)
    expect(issue?.message).toContain(message)
  })
})

describe('the app refuses a request past the bounds before its contract or handler', () => {
  it('answers 400 VALIDATION_ERROR naming the field, for an unnamed extra field too, and stores nothing', async () => {
    const { call, store } = sandbox()
    const sample = sampleOf('addAddress', 'greenleaf')
    await call('addresses') // seed and sign in first
    const before = store.list('addresses').length
    const response = await call('addAddress', {
      ...sample.call,
      body: { ...(sample.call.body as object), extra: 'x'.repeat(REQUEST_BOUNDS.string + 1) },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          reason: `body.extra: at most ${REQUEST_BOUNDS.string} characters`,
        },
      ],
    })
    expect(store.list('addresses')).toHaveLength(before)
  })

  it('bounds query values too', async () => {
    const { call } = sandbox()
    const response = await call('communityRewards', {
      query: { preferredStore: '0'.repeat(REQUEST_BOUNDS.string + 1) },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ reason: string }> }
    expect(body.errors[0]?.reason).toBe(
      `query.preferredStore: at most ${REQUEST_BOUNDS.string} characters`,
    )
  })
})
