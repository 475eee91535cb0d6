// Generated bad input at every route of the routes table, signed in where the route needs
// it: bodies of the wrong type, huge strings, NaN- and Infinity-like numbers, negative and
// fractional numbers, extra and missing fields, deep nesting; odd path parameters and
// query values. Whatever comes, no answer is a 5xx; a body its contract refuses answers
// 4xx and leaves the database as it was (compared row by row, before and after).
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { RouteDefinition, RouteName } from '@aisle/api'
import { routes } from '@aisle/api'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { requestBoundsIssue } from '../src/request-bounds.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import { sampleOf, sandbox } from './support.ts'
import { useTempDirs } from './temp-dir.ts'

/** Fixed, so a failure replays; fast-check prints the seed and path of any counterexample. */
const SEED = 20261126
const RUNS_PER_ROUTE = 100

const tempDir = useTempDirs()
const names = Object.keys(routes) as RouteName[]
const definition = (name: RouteName): RouteDefinition => routes[name]
const withBody = names.filter((name) => definition(name).request !== undefined)
const withoutBody = names.filter(
  (name) => definition(name).request === undefined && name !== 'health',
)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every place in a value: the root, each field, each entry. */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const found = [prefix]
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) found.push(...pathsOf(v, [...prefix, i]))
  } else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) found.push(...pathsOf(v, [...prefix, k]))
  return found
}

function setAt(root: Json, path: Array<string | number>, value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? null : value
  const copy = structuredClone(root) as Record<string | number, Json>
  let node = copy as Record<string | number, Json>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>
  const last = path.at(-1) as string | number
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1)
    else delete node[last]
  } else node[last] = value
  return copy as Json
}

const nest = (depth: number, leaf: Json): Json =>
  depth === 0 ? leaf : depth % 2 ? [nest(depth - 1, leaf)] : { n: nest(depth - 1, leaf) }

/** A value that is wrong somewhere: type, size, sign, fraction, depth. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, false, [], {}, '', ' '),
  fc.constantFrom<Json>(1e308, -1e308, 1e307, 1e300, 1e12, -1, -0.01, 0.5, 1.005, 5e-324, -0),
  fc.constantFrom<Json>(Number.MAX_SAFE_INTEGER * 8, 999_999, 5000, -5000),
  fc.constantFrom<Json>('NaN', 'Infinity', '-Infinity', '1e309', '-1', '0x10', '١٢٣'),
  fc.integer({ min: 1025, max: 70_000 }).map((n): Json => 'x'.repeat(n)),
  fc.integer({ min: 13, max: 80 }).map((n): Json => nest(n, 'deep')),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
)

/** A body made bad from a good one (the route's sample), or bad from the start. */
function badBodies(sample: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(sample)
  const path = fc.nat({ max: paths.length - 1 }).map((i) => paths[i] ?? [])
  return fc.oneof(
    // One place replaced by a bad value.
    fc.tuple(path, badValue).map(([at, value]) => setAt(sample, at, value)),
    // A field or entry left out.
    path.filter((at) => at.length > 0).map((at) => setAt(sample, at, undefined)),
    // Extra fields, and a bad value somewhere.
    fc
      .tuple(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), badValue, {
          minKeys: 1,
          maxKeys: 3,
        }),
        path,
        badValue,
      )
      .map(([extra, at, value]) => {
        const changed = setAt(sample, at, value)
        return changed !== null && typeof changed === 'object' && !Array.isArray(changed)
          ? { ...changed, ...extra }
          : changed
      }),
    // The whole body of another shape.
    badValue,
  )
}

/** Odd text for a path parameter or query value. */
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }).filter((s) => s.length > 0),
  fc.constantFrom('..', '%', '%25zz', '0', '-1', 'NaN', 'checkout-cart/../x', ' ', '\u0000'),
  fc.integer({ min: 1025, max: 4000 }).map((n) => 'x'.repeat(n)),
)

/** A second connection to the file: every row, to compare before and after. */
function dumper(path: string) {
  const db = new DatabaseSync(path, { readOnly: true })
  const rows = db.prepare('SELECT collection, id, body FROM documents ORDER BY collection, id')
  return { dump: () => JSON.stringify(rows.all()), close: () => db.close() }
}

const closers: Array<() => void> = []
afterAll(() => {
  for (const close of closers.splice(0)) close()
})

async function setUp(name: RouteName) {
  const path = join(tempDir(), 'sandbox.db')
  const setup = sandbox({ store: openSqliteStore({ path }) })
  const { dump, close } = dumper(path)
  closers.push(close, () => setup.store.close())
  const sample = sampleOf(name, 'greenleaf')
  await sample.before?.(setup.call, 'greenleaf')
  await setup.call('profile') // seeded and signed in before the first snapshot
  return { ...setup, sample, dump }
}

describe('bad input at every route (fast-check, seeded)', () => {
  it.each(withBody)('%s: bad bodies answer 4xx and store nothing', async (name) => {
    const { call, sample, dump, store } = await setUp(name)
    const request = definition(name).request
    let refused = 0
    await fc.assert(
      fc.asyncProperty(badBodies(sample.call.body as Json), async (body) => {
        const before = dump()
        const response = await call(name, { ...sample.call, body })
        const status = response.status
        await response.body?.cancel()
        expect(status).toBeLessThan(500)
        const invalid = requestBoundsIssue(body) !== undefined || !request?.safeParse(body).success
        if (invalid) {
          refused += 1
          expect(status).toBeGreaterThanOrEqual(400)
          expect(dump()).toBe(before)
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    )
    // The generators do reach the contract: most bodies are refused.
    expect(refused).toBeGreaterThan(RUNS_PER_ROUTE / 2)
    store.close()
  })

  it.each(withoutBody)(
    '%s: odd path parameters and query values never answer 5xx',
    async (name) => {
      const { call, sample, dump, store } = await setUp(name)
      const params = Object.keys(sample.call.params ?? {})
      await fc.assert(
        fc.asyncProperty(
          fc.array(oddText, { minLength: params.length, maxLength: params.length }),
          fc.dictionary(
            fc.constantFrom(...Object.keys(sample.call.query ?? { q: '' }), 'x'),
            oddText,
            { maxKeys: 3 },
          ),
          async (values, query) => {
            const before = dump()
            const response = await call(name, {
              ...sample.call,
              params: Object.fromEntries(params.map((key, i) => [key, values[i] ?? 'x'])),
              query: { ...sample.call.query, ...query },
            })
            const status = response.status
            await response.body?.cancel()
            expect(status).toBeLessThan(500)
            // Reads change nothing, answered or refused.
            if (routes[name].method === 'GET') expect(dump()).toBe(before)
          },
        ),
        { seed: SEED, numRuns: 30 },
      )
      store.close()
    },
  )
})
