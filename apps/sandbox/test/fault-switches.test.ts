import { routes } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { FAULT_SWITCHES, FAULTS_PATH, parseFault } from '../src/faults.ts'
import { sandbox } from './support.ts'

describe('the fault admin route, as the storefront fault panel reads it', () => {
  it('lists the routes and the switches that may be armed, each a known switch', async () => {
    const { app } = sandbox()
    const body = await (await app.fetch(new Request(`http://sandbox.test${FAULTS_PATH}`))).json()
    expect(body.faults).toEqual([])
    expect(body.routes).toEqual(Object.keys(routes))
    expect(body.switches).toEqual(FAULT_SWITCHES)
    for (const name of FAULT_SWITCHES) expect(parseFault(name), name).toBeDefined()
    for (const kind of ['401', '403', '404-intent', '408', '409', '5xx', 'malformed', 'drop']) {
      expect(FAULT_SWITCHES).toContain(kind)
    }
    for (const code of ['55', '75', 'RV62751', 'RV32937', 'KC2617', 'RV72632']) {
      expect(FAULT_SWITCHES).toContain(code)
    }
    expect(FAULT_SWITCHES.some((s) => s.startsWith('latency='))).toBe(true)
  })
})
