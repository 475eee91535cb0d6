// checkout.md §7 "Tipping policy content": the flex container with id 'tipping-policy'.
import { flexContentResponseSchema } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { sandbox } from './support.ts'

describe("flex content (checkout.md §7 'tipping-policy')", () => {
  it('answers the tipping policy, 404 for another container, 400 past the id bound', async () => {
    const { call, store } = sandbox()
    const policy = await call('flexContent', { params: { containerId: 'tipping-policy' } })
    expect(policy.status).toBe(200)
    const body = flexContentResponseSchema.parse(await policy.json())
    expect(body.id).toBe('tipping-policy')
    expect(body.blocks.map((b) => b.text)).toEqual([
      '100% of tips go to the delivery person; the tip is optional.',
    ])

    const unknown = await call('flexContent', { params: { containerId: 'a'.repeat(100) } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errors: [{ code: 'CONTENT_NOT_FOUND' }] })
    const tooLong = await call('flexContent', { params: { containerId: 'a'.repeat(101) } })
    expect(tooLong.status).toBe(400)
    store.close()
  })
})
