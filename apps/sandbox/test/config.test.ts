import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'

const cwd = resolve('/somewhere', 'project')

describe('readConfig', () => {
  it('defaults to ports 4000 and 4001 and paths inside the repository', () => {
    const config = readConfig({}, cwd)
    expect(config.port).toBe(4000)
    expect(config.cardFramePort).toBe(4001)
    expect(config.hostname).toBe('localhost')
    // Anchored to the package, not to the working directory.
    expect(config.databasePath.endsWith(join('apps', 'sandbox', 'data', 'sandbox.db'))).toBe(true)
    expect(config.storefrontDist.endsWith(join('apps', 'storefront', 'dist'))).toBe(true)
    expect(config.databasePath.startsWith(cwd)).toBe(false)
    expect(config.tokens.accessTtlSeconds).toBe(300)
  })

  it.each(['0', 'abc', '1.5', '-3'])('rejects SANDBOX_TOKEN_TTL_SECONDS=%j', (value) => {
    expect(() => readConfig({ SANDBOX_TOKEN_TTL_SECONDS: value }, cwd)).toThrow(
      /SANDBOX_TOKEN_TTL_SECONDS/,
    )
  })

  it('takes ports, host and paths from the environment, paths relative to the working directory', () => {
    const config = readConfig(
      {
        PORT: '5000',
        CARD_FRAME_PORT: '5001',
        AISLE_SANDBOX_HOST: '127.0.0.1',
        AISLE_SANDBOX_DB: 'tmp/test.db',
        STOREFRONT_DIST: 'build/web',
        SANDBOX_TOKEN_TTL_SECONDS: '1',
      },
      cwd,
    )
    expect(config).toEqual({
      hostname: '127.0.0.1',
      port: 5000,
      cardFramePort: 5001,
      databasePath: join(cwd, 'tmp', 'test.db'),
      storefrontDist: join(cwd, 'build', 'web'),
      tokens: { accessTtlSeconds: 1 },
      faultAdmin: false,
      faultAdminOrigins: [],
      corsOrigins: [],
    })
    expect(readConfig({ AISLE_SANDBOX_DB: ':memory:' }, cwd).databasePath).toBe(':memory:')
  })

  it('turns the fault admin on with the development switch AISLE_SANDBOX_DEV=1 only', () => {
    expect(readConfig({}, cwd).faultAdmin).toBe(false)
    expect(readConfig({ AISLE_SANDBOX_DEV: '0' }, cwd).faultAdmin).toBe(false)
    expect(readConfig({ AISLE_SANDBOX_DEV: '1' }, cwd).faultAdmin).toBe(true)
    for (const value of ['yes', 'true', ' 1']) {
      expect(() => readConfig({ AISLE_SANDBOX_DEV: value }, cwd)).toThrow(/AISLE_SANDBOX_DEV/)
    }
  })

  it('reads the other pages of the fault admin from AISLE_SANDBOX_DEV_ORIGINS, origins only', () => {
    expect(
      readConfig(
        { AISLE_SANDBOX_DEV_ORIGINS: 'http://localhost:5173, https://dev.example:8443' },
        cwd,
      ).faultAdminOrigins,
    ).toEqual(['http://localhost:5173', 'https://dev.example:8443'])
    for (const value of ['localhost:5173', 'http://localhost:5173/', 'file:///x', '*']) {
      expect(() => readConfig({ AISLE_SANDBOX_DEV_ORIGINS: value }, cwd)).toThrow(
        /AISLE_SANDBOX_DEV_ORIGINS/,
      )
    }
  })

  it.each(['abc', '-1', '65536', '40.5', ' 4000'])('rejects PORT=%j', (value) => {
    expect(() => readConfig({ PORT: value }, cwd)).toThrow(/PORT must be a port number/)
  })

  it('refuses one port for both origins, but allows two free ports (0)', () => {
    expect(() => readConfig({ PORT: '4100', CARD_FRAME_PORT: '4100' }, cwd)).toThrow(
      /its own origin/,
    )
    expect(readConfig({ PORT: '0', CARD_FRAME_PORT: '0' }, cwd).port).toBe(0)
  })
})
