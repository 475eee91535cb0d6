import { describe, expect, it } from 'vitest'
import {
  FLEX_CONTENT_LIMITS,
  flexContentParamsSchema,
  flexContentResponseSchema,
  TIPPING_POLICY_CONTAINER_ID,
} from './index.js'

// checkout.md §7 "Tipping policy content": a flex container by id; bounds are ours.
describe("flex content (checkout.md §7, container 'tipping-policy')", () => {
  const answer = {
    id: TIPPING_POLICY_CONTAINER_ID,
    title: 'Tipping Policy',
    blocks: [{ text: '100% of tips go to the delivery person.' }],
  }
  const { id, title, blocks, text } = FLEX_CONTENT_LIMITS

  it("reads the container id 'tipping-policy' and its answer", () => {
    expect(TIPPING_POLICY_CONTAINER_ID).toBe('tipping-policy')
    expect(flexContentParamsSchema.safeParse({ containerId: 'tipping-policy' }).success).toBe(true)
    expect(flexContentResponseSchema.parse(answer)).toEqual(answer)
  })

  it('bounds the id: a slug of at most 100 characters', () => {
    const ok = (containerId: string) => flexContentParamsSchema.safeParse({ containerId }).success
    expect(ok('a'.repeat(id))).toBe(true)
    expect(ok('a'.repeat(id + 1))).toBe(false)
    expect(ok('Tipping Policy')).toBe(false)
    expect(ok('../secrets')).toBe(false)
    expect(ok('')).toBe(false)
  })

  it('bounds the answer: title 120, 1 to 10 blocks, each block 1 to 600 characters', () => {
    const ok = (value: unknown) => flexContentResponseSchema.safeParse(value).success
    expect(ok({ ...answer, title: 't'.repeat(title) })).toBe(true)
    expect(ok({ ...answer, title: 't'.repeat(title + 1) })).toBe(false)
    const block = { text: 'x' }
    expect(ok({ ...answer, blocks: Array.from({ length: blocks }, () => block) })).toBe(true)
    expect(ok({ ...answer, blocks: Array.from({ length: blocks + 1 }, () => block) })).toBe(false)
    expect(ok({ ...answer, blocks: [] })).toBe(false)
    expect(ok({ ...answer, blocks: [{ text: 'x'.repeat(text) }] })).toBe(true)
    expect(ok({ ...answer, blocks: [{ text: 'x'.repeat(text + 1) }] })).toBe(false)
    expect(ok({ ...answer, blocks: [{ text: '' }] })).toBe(false)
    expect(ok({ ...answer, id: 'i'.repeat(id + 1) })).toBe(false)
  })
})
