// Node only: reads the sandbox's settings from the environment.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface SandboxConfig {
  hostname: string
  port: number
  cardFramePort: number
  databasePath: string
  storefrontDist: string
  /** Lifetimes of the tokens the sign-in calls issue. */
  tokens: { accessTtlSeconds: number }
  /** The development switch `AISLE_SANDBOX_DEV=1`: the fault admin answers the storefront's pages. */
  faultAdmin: boolean
  /**
   * Other pages the fault admin answers with the switch on (`AISLE_SANDBOX_DEV_ORIGINS`,
   * comma-separated origins): the Vite dev server, which proxies /api here.
   */
  faultAdminOrigins: string[]
  /**
   * Pages of other origins that may call the API from the browser, by CORS
   * (`AISLE_SANDBOX_CORS_ORIGINS`, comma-separated origins, at most 32). @default none
   */
  corsOrigins: string[]
}

/** The most origins `AISLE_SANDBOX_CORS_ORIGINS` may list. */
export const MAX_CORS_ORIGINS = 32

type Env = Record<string, string | undefined>

// Defaults hang off this package's folder, so they hold from any working directory.
const packageRoot = fileURLToPath(new URL('..', import.meta.url))

export const DEFAULT_DATABASE_PATH = resolve(packageRoot, 'data', 'sandbox.db')
export const DEFAULT_STOREFRONT_DIST = resolve(packageRoot, '..', 'storefront', 'dist')

/** Paths given in the environment are taken relative to the working directory. */
export function readConfig(env: Env, cwd: string = process.cwd()): SandboxConfig {
  const port = readPort(env, 'PORT', 4000)
  const cardFramePort = readPort(env, 'CARD_FRAME_PORT', 4001)
  if (port !== 0 && port === cardFramePort) {
    throw new Error(
      'CARD_FRAME_PORT must differ from PORT: the card-entry frame needs its own origin',
    )
  }
  const database = env.AISLE_SANDBOX_DB
  const dist = env.STOREFRONT_DIST
  return {
    hostname: env.AISLE_SANDBOX_HOST || 'localhost',
    port,
    cardFramePort,
    databasePath: !database
      ? DEFAULT_DATABASE_PATH
      : database === ':memory:'
        ? database
        : resolve(cwd, database),
    storefrontDist: dist ? resolve(cwd, dist) : DEFAULT_STOREFRONT_DIST,
    tokens: { accessTtlSeconds: readSeconds(env, 'SANDBOX_TOKEN_TTL_SECONDS', 300) },
    faultAdmin: readSwitch(env, 'AISLE_SANDBOX_DEV'),
    faultAdminOrigins: readOrigins(env, 'AISLE_SANDBOX_DEV_ORIGINS'),
    corsOrigins: readOrigins(env, 'AISLE_SANDBOX_CORS_ORIGINS', MAX_CORS_ORIGINS),
  }
}

function readOrigins(env: Env, name: string, max = Number.POSITIVE_INFINITY): string[] {
  const text = env[name]
  if (text === undefined || text.trim() === '') return []
  const parts = text.split(',')
  if (parts.length > max)
    throw new Error(`${name} lists at most ${max} origins, got ${parts.length}`)
  return parts.map((part) => {
    const value = part.trim()
    let origin: string | undefined
    try {
      origin = new URL(value).origin
    } catch {
      origin = undefined
    }
    if (origin !== value || !/^https?:/.test(value)) {
      throw new Error(`${name} must list origins such as http://localhost:5173, got "${value}"`)
    }
    return value
  })
}

function readSwitch(env: Env, name: string): boolean {
  const text = env[name]
  if (text === undefined || text === '' || text === '0') return false
  if (text === '1') return true
  throw new Error(`${name} must be 1 (on) or 0 (off), got "${text}"`)
}

function readSeconds(env: Env, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`${name} must be a whole number of seconds, 1 or more, got "${text}"`)
  }
  return Number(text)
}

function readPort(env: Env, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${text}"`)
  }
  return port
}
