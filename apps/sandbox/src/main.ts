// The one command: `node src/main.ts` (Node 24) opens and migrates the
// database, starts both servers and prints where they are.
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { SEEDED_SHOPPERS } from './auth/credentials.ts'
import { readConfig } from './config.ts'
import { startSandboxServers } from './server.ts'
import { openSqliteStore } from './store/sqlite-store.ts'

const shown = (path: string) => (path === ':memory:' ? path : relative(process.cwd(), path) || '.')

async function main(): Promise<void> {
  const config = readConfig(process.env)
  const store = openSqliteStore({ path: config.databasePath })
  let servers: Awaited<ReturnType<typeof startSandboxServers>>
  try {
    servers = await startSandboxServers({ store, ...config })
  } catch (error) {
    store.close()
    throw error
  }

  const migrated = store.appliedOnOpen.length
  console.log(
    `Database: ${shown(store.path)} (schema version ${store.schemaVersion}` +
      `${migrated > 0 ? `, ${migrated} migration(s) applied` : ''})`,
  )
  if (!existsSync(join(config.storefrontDist, 'index.html'))) {
    console.log(
      `Storefront build not found in ${shown(config.storefrontDist)}: its pages answer 503 until it is built.`,
    )
  }
  console.log(`Storefront: ${servers.storefrontOrigin}/`)
  console.log(`Sandbox API health: ${servers.storefrontOrigin}/api/health`)
  console.log(`Card-entry frame: ${servers.cardEntryUrl}`)
  console.log(
    config.faultAdmin
      ? `Fault admin: ${servers.storefrontOrigin}/api/__sandbox/faults (AISLE_SANDBOX_DEV=1; pages of ${[servers.storefrontOrigin, ...config.faultAdminOrigins].join(', ')} only)`
      : 'Fault admin: off (AISLE_SANDBOX_DEV=1 turns it on)',
  )
  console.log(
    `Sign in (access tokens last ${config.tokens.accessTtlSeconds} s; SANDBOX_TOKEN_TTL_SECONDS):`,
  )
  for (const shopper of SEEDED_SHOPPERS) {
    console.log(
      `  ${shopper.banner.padEnd(10)} ${servers.storefrontOrigin}/signin?banner=${shopper.banner}` +
        `  email ${shopper.email}  password ${shopper.password}`,
    )
  }

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now", even if a connection is slow to close.
    if (stopping) process.exit(1)
    stopping = true
    console.log(`${signal}: stopping the sandbox`)
    servers
      .close()
      .catch((error: unknown) => {
        console.error(error)
        process.exitCode = 1
      })
      .finally(() => store.close())
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  if ((error as { code?: unknown }).code === 'EADDRINUSE') {
    console.error('Another process holds that port: stop it, or set PORT / CARD_FRAME_PORT.')
  }
  process.exitCode = 1
})
