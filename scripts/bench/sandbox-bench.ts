// The sandbox service's figures: a shopper's read among 100,000 rows of other shoppers, and
// requests per second and p99 latency at a fixed concurrency on a read and a write route
// (autocannon against the Node server on loopback). Run alone with `npm run bench:sandbox`
// (it rewrites its own section of docs/bench.md), or as the last part of `npm run bench`.
//   --out FILE  where the section goes (default docs/bench.md)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { scopeOf } from '../../apps/sandbox/src/context.ts'
import { SHOPPER_ID } from '../../apps/sandbox/src/seed.ts'
import { startSandboxServers } from '../../apps/sandbox/src/server.ts'
import { openSqliteStore } from '../../apps/sandbox/src/store/sqlite-store.ts'
import { markdownTable } from './bench-stats.ts'

/** Rows of other shoppers in the table: 10,000 shoppers of 10 addresses each. */
export const OTHER_ROWS = 100_000
/** The target for listing one shopper's addresses among them. */
export const SCOPED_READ_TARGET_MS = 20
/** Connections autocannon keeps open, and how long each route is driven. */
export const LOAD = { connections: 10, seconds: 10 } as const

const HEADING = '## Sandbox service'
const READS = 50

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

function timeRuns(work: () => unknown): number[] {
  const runs: number[] = []
  for (let i = 0; i < READS; i++) {
    const start = performance.now()
    work()
    runs.push(performance.now() - start)
  }
  return runs
}

/** One shopper's addresses, read by scope and (as before migration 3) by filtering all rows. */
function scopedRead(dir: string): string[][] {
  const store = openSqliteStore({ path: join(dir, 'scoped.db') })
  try {
    const entry = (n: number) => ({
      id: `addr-${n}`,
      type: 'delivery',
      address: {
        addressLines: [`${n} Main St`],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    })
    store.transaction(() => {
      for (let i = 0; i < OTHER_ROWS; i++) {
        scopeOf(store, 'greenleaf', `shopper-${Math.floor(i / 10)}`).put(
          'addresses',
          `addr-${i}`,
          entry(i),
        )
      }
      const mine = scopeOf(store, 'greenleaf', SHOPPER_ID)
      mine.put('addresses', 'addr-home', entry(1))
      mine.put('addresses', 'addr-delivery', entry(2))
    })
    const mine = scopeOf(store, 'greenleaf', SHOPPER_ID)
    if (mine.list('addresses').length !== 2) throw new Error('the scoped read found the wrong rows')
    const scoped = timeRuns(() => mine.list('addresses'))
    const prefix = `greenleaf/${SHOPPER_ID}/`
    const filtered = timeRuns(() =>
      store.list('addresses').filter((doc) => doc.id.startsWith(prefix)),
    )
    const within = Math.max(...scoped) < SCOPED_READ_TARGET_MS ? 'yes' : 'no'
    return [
      [
        'by scope (index on collection, scope)',
        ms(median(scoped)),
        ms(Math.max(...scoped)),
        within,
      ],
      [
        'whole collection filtered in JavaScript (before)',
        ms(median(filtered)),
        ms(Math.max(...filtered)),
        '—',
      ],
    ]
  } finally {
    store.close()
  }
}

interface LoadRow {
  route: string
  result: autocannon.Result
}

/** Requests per second and p99 on a read and a write, signed in, against the Node server. */
async function load(dir: string): Promise<LoadRow[]> {
  // The file of the scoped read: the shopper's addresses are read among the 100,000 rows.
  const store = openSqliteStore({ path: join(dir, 'scoped.db') })
  const servers = await startSandboxServers({
    store,
    storefrontDist: join(dir, 'no-storefront'),
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  try {
    const origin = servers.storefrontOrigin
    const signIn = await fetch(`${origin}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'avery.quinn@example.com', password: 'greenleaf-sandbox' }),
    })
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`)
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    const routes = [
      {
        route: '`GET` addresses (read)',
        method: 'GET' as const,
        path: '/api/atlas/v1/customer-profile/v1/addresses',
      },
      {
        route: '`PUT` basket, one line (write)',
        method: 'PUT' as const,
        path: '/api/cart/v1/basket',
        body: JSON.stringify({ lines: [{ gtin13: '0000000004011', quantity: 3 }] }),
      },
    ]
    const rows: LoadRow[] = []
    for (const { route, ...request } of routes) {
      const result = await autocannon({
        url: `${origin}${request.path}`,
        method: request.method,
        headers,
        ...(request.body ? { body: request.body } : {}),
        connections: LOAD.connections,
        duration: LOAD.seconds,
      })
      rows.push({ route, result })
    }
    return rows
  } finally {
    await servers.close()
    store.close()
  }
}

/** Runs both parts; the Markdown section for docs/bench.md. */
export async function sandboxBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-sandbox-bench-'))
  try {
    // Other work on the machine skews the load figures most: say how busy it was.
    const busy = loadavg()[0] ?? 0
    const reads = scopedRead(dir)
    const loads = await load(dir)
    return [
      HEADING,
      '',
      `A shopper's addresses listed among ${OTHER_ROWS.toLocaleString('en-US')} address rows of 10,000 other`,
      `shoppers (SQLite file, ${READS} reads; target under ${SCOPED_READ_TARGET_MS} ms):`,
      '',
      markdownTable(['read', 'median', 'slowest', `under ${SCOPED_READ_TARGET_MS} ms`], reads),
      '',
      `Load: autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s per route, the Node server on`,
      `loopback with the seeded shopper signed in, on the file above (${OTHER_ROWS.toLocaleString('en-US')} other`,
      `shoppers' addresses); bench and server share the machine's ${cpus().length} cores, whose 1-minute load`,
      `average was ${busy.toFixed(1)} at the start:`,
      '',
      markdownTable(
        ['route', 'requests/s (mean)', 'p50', 'p99', 'non-2xx'],
        loads.map(({ route, result }) => [
          route,
          result.requests.average.toFixed(0),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          String(result.non2xx + result.errors),
        ]),
      ),
      '',
    ].join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Puts the section in place of its previous copy (or at the end). */
export function withSection(document: string, section: string): string {
  const start = document.indexOf(HEADING)
  if (start < 0) return `${document.trimEnd()}\n\n${section}`
  const next = document.indexOf('\n## ', start + HEADING.length)
  return `${document.slice(0, start)}${section}${next < 0 ? '' : `\n${document.slice(next + 1)}`}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const outIndex = args.indexOf('--out')
  const out = outIndex >= 0 ? (args[outIndex + 1] ?? 'docs/bench.md') : 'docs/bench.md'
  const section = await sandboxBench()
  console.log(`\n${section}`)
  let document = ''
  try {
    document = readFileSync(out, 'utf8')
  } catch {
    document = '# Benchmarks\n'
  }
  writeFileSync(out, withSection(document, section))
  // Biome formats Markdown tables; `biome check .` expects the padded form.
  execFileSync('node_modules/.bin/biome', ['format', '--write', out], { stdio: 'ignore' })
  console.log(`Written to ${out}`)
}
