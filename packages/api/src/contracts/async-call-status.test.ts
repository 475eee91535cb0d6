import { describe, expect, it } from 'vitest'
import { asyncCallStatusSchema } from './payment.js'

describe('async call status (account-area.md §3: NOT_CALLED, IN_PROGRESS)', () => {
  it('holds exactly the two values of the spec', () => {
    expect(asyncCallStatusSchema.options).toEqual(['NOT_CALLED', 'IN_PROGRESS'])
    expect(asyncCallStatusSchema.safeParse('NOT_CALLED').success).toBe(true)
    expect(asyncCallStatusSchema.safeParse('IN_PROGRESS').success).toBe(true)
    expect(asyncCallStatusSchema.safeParse('DONE').success).toBe(false)
    expect(asyncCallStatusSchema.safeParse('not_called').success).toBe(false)
  })
})
