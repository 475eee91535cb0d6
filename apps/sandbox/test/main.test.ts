import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LATEST_SCHEMA_VERSION } from '../src/store/migrations.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))

describe('the one command', () => {
  it('migrates its database, serves, prints its URLs and stops on SIGTERM', async () => {
    const dir = tempDir()
    const database = join(dir, 'data', 'sandbox.db')
    // The same Node that runs the tests (24), with type stripping, as `npm start` does.
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: '0',
        CARD_FRAME_PORT: '0',
        AISLE_SANDBOX_HOST: '127.0.0.1',
        AISLE_SANDBOX_DB: database,
        STOREFRONT_DIST: join(dir, 'no-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })

    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk
          if (output.includes('Card-entry frame:')) resolve()
        })
        exited.then(() => reject(new Error(`exited early:\n${output}`)))
      })

      const url = (label: string) => output.match(new RegExp(`^${label}: (\\S+)$`, 'm'))?.[1]
      expect(url('Storefront')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(url('Card-entry frame')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/card-entry$/)
      expect(output).toMatch(/Storefront build not found/)
      const health = await fetch(url('Sandbox API health') ?? 'missing')
      expect(await health.json()).toMatchObject({
        status: 'ok',
        database: 'sqlite',
        schemaVersion: LATEST_SCHEMA_VERSION,
      })
      expect(existsSync(database)).toBe(true)

      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 20_000)
})
