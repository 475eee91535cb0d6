import { describe, expect, it } from 'vitest'
import {
  aptCommands,
  type ChromiumHost,
  defaultChromePath,
  ensureChromium,
  planChromium,
} from './ensure-chromium.ts'

class Stopped extends Error {}

/** A fake machine: a set of existing files, and apt-get that may create Chromium. */
function fakeHost(options: {
  files?: string[]
  chromePath?: string
  isDebian?: boolean
  isRoot?: boolean
  aptExitCode?: number
  aptInstalls?: boolean
}) {
  const files = new Set(options.files ?? [])
  const ran: string[] = []
  const logs: string[] = []
  const host: ChromiumHost = {
    chromePath: options.chromePath,
    exists: (path) => files.has(path),
    isDebian: options.isDebian ?? false,
    isRoot: options.isRoot ?? false,
    run: (command, args) => {
      ran.push([command, ...args].join(' '))
      const code = options.aptExitCode ?? 0
      if (code === 0 && args[0] === 'install' && options.aptInstalls !== false) {
        files.add(defaultChromePath)
      }
      return code
    },
    log: (line) => logs.push(line),
    fail: (message) => {
      throw new Stopped(message)
    },
  }
  return { host, ran, logs }
}

describe('planChromium', () => {
  const facts = { exists: () => false, isDebian: true, isRoot: true }

  it('uses CHROME_PATH when it exists', () => {
    expect(
      planChromium({ ...facts, chromePath: '/opt/chrome', exists: (p) => p === '/opt/chrome' }),
    ).toEqual({
      action: 'use',
      path: '/opt/chrome',
    })
  })

  it('falls back to /usr/bin/chromium when CHROME_PATH is unset or blank', () => {
    const exists = (p: string) => p === defaultChromePath
    expect(planChromium({ ...facts, chromePath: undefined, exists })).toEqual({
      action: 'use',
      path: defaultChromePath,
    })
    expect(planChromium({ ...facts, chromePath: '  ', exists })).toEqual({
      action: 'use',
      path: defaultChromePath,
    })
  })

  it('installs Debian chromium only as root on Debian', () => {
    expect(planChromium({ ...facts, chromePath: undefined })).toEqual({
      action: 'install',
      path: defaultChromePath,
      commands: aptCommands,
    })
    expect(aptCommands).toEqual([
      ['apt-get', ['update']],
      ['apt-get', ['install', '-y', 'chromium']],
    ])
    expect(planChromium({ ...facts, chromePath: undefined, isRoot: false }).action).toBe('fail')
    expect(planChromium({ ...facts, chromePath: undefined, isDebian: false }).action).toBe('fail')
  })

  it('never installs for a CHROME_PATH that points elsewhere', () => {
    const plan = planChromium({ ...facts, chromePath: '/opt/missing/chrome' })
    expect(plan.action).toBe('fail')
    expect(plan.action === 'fail' && plan.message).toMatch(
      /CHROME_PATH is set to \/opt\/missing\/chrome/,
    )
  })

  it('says what to install and how to point CHROME_PATH at it', () => {
    const plan = planChromium({ ...facts, chromePath: undefined, isRoot: false })
    const message = plan.action === 'fail' ? plan.message : ''
    expect(message).toContain(`Chromium was not found at ${defaultChromePath}`)
    expect(message).toContain('apt-get install -y chromium')
    expect(message).toContain('CHROME_PATH=')
  })
})

describe('ensureChromium', () => {
  it('returns the path found without running anything', async () => {
    const { host, ran } = fakeHost({ files: [defaultChromePath] })
    await expect(ensureChromium(host)).resolves.toBe(defaultChromePath)
    expect(ran).toEqual([])
  })

  it('runs apt-get update then install as root on Debian, then returns the path', async () => {
    const { host, ran } = fakeHost({ isDebian: true, isRoot: true })
    await expect(ensureChromium(host)).resolves.toBe(defaultChromePath)
    expect(ran).toEqual(['apt-get update', 'apt-get install -y chromium'])
  })

  it('stops with advice when apt-get fails', async () => {
    const { host, ran } = fakeHost({ isDebian: true, isRoot: true, aptExitCode: 100 })
    await expect(ensureChromium(host)).rejects.toThrow(/`apt-get update` failed \(exit 100\)/)
    expect(ran).toEqual(['apt-get update'])
  })

  it('stops when the package did not provide the binary', async () => {
    const { host } = fakeHost({ isDebian: true, isRoot: true, aptInstalls: false })
    await expect(ensureChromium(host)).rejects.toThrow(
      /installed but \/usr\/bin\/chromium is missing/,
    )
  })

  it('stops with advice, installing nothing, when not root', async () => {
    const { host, ran } = fakeHost({ isDebian: true, isRoot: false })
    await expect(ensureChromium(host)).rejects.toThrow(/CHROME_PATH=/)
    expect(ran).toEqual([])
  })
})
