// Malformed input in a path or a query is the client's error: 400 with a clear body, no stack.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { malformedUrlPart } from '../src/app.ts'
import { sandbox } from './support.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('malformed %-escapes', () => {
  it.each([
    ['DELETE', '/api/payment/v2/wallet/%E0%A4%A', 'path'],
    ['DELETE', '/api/payment/v2/wallet/%zz', 'path'],
    ['GET', '/api/payment/v2/wallet/%', 'path'],
    ['GET', '/api/health?x=%E0%A4%A', 'query'],
    ['GET', '/api/payment/v2/wallet?banner=%zz', 'query'],
    ['DELETE', '/api/__sandbox/faults?route=%E0%A4%A', 'query'],
  ])('%s %s answers 400 MALFORMED_URL (%s), logging nothing', async (method, path, part) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app } = sandbox()
    const response = await app.fetch(new Request(`http://sandbox.test${path}`, { method }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [
        { statusCode: 400, code: 'MALFORMED_URL', reason: `the ${part} has a malformed %-escape` },
      ],
    })
    expect(logged).not.toHaveBeenCalled()
  })

  it('lets well-formed escapes through (an encoded slash, a plus, UTF-8)', () => {
    expect(malformedUrlPart('http://x/api/a%2Fb/caf%C3%A9?q=a+b%20c&r=%E2%9C%93')).toBeUndefined()
    expect(malformedUrlPart('http://x/api/a?q=100%')).toBe('query')
    // A lone surrogate is no UTF-8.
    expect(malformedUrlPart('http://x/api/%ED%A0%80')).toBe('path')
  })
})
