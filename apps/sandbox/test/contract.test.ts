import type { RouteName } from '@aisle/api'
import { routes } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { handlers } from '../src/routes/index.ts'
import { BANNERS, sampleOf, sandbox } from './support.ts'

const names = Object.keys(routes) as RouteName[]

describe('the handler table', () => {
  it('has one handler for every route of the routes table, and nothing else', () => {
    expect(Object.keys(handlers).sort()).toEqual([...names].sort())
  })
})

// Contract: every route's answer parses with its @aisle/api response schema, per banner.
describe.each(BANNERS)('contract, banner %s', (banner) => {
  it.each(names)('%s answers per its response schema', async (name) => {
    const { call, store } = sandbox()
    const sample = sampleOf(name, banner)
    await sample.before?.(call, banner)
    const response = await call(name, sample.call)
    const body = await response.json()
    store.close()
    expect({ status: response.status, body }).toMatchObject({ status: 200 })
    const parsed = routes[name].response.safeParse(body)
    expect(parsed.success ? [] : parsed.error.issues).toEqual([])
  })
})
