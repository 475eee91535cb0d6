// Another banner team's view. Each package is packed and installed ALONE into a fresh app
// outside the workspace, with only what its manifest declares (its @aisle dependencies come
// from their own tarballs, as they would from the registry), then the app type-checks
// strictly (`skipLibCheck: false`, under `NodeNext` and `Bundler` resolution) and runs the
// package's smallest example on the server (tests/consumer/fixtures). The @aisle/ui app is
// also built with Vite and shown in Chromium, themed per banner.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { serveFolder } from '../support/static-server.ts'

type Short = 'banners' | 'api' | 'flows' | 'ui'
interface Manifest {
  name: string
  version: string
  files?: string[]
  dependencies?: Record<string, string>
}

const root = resolve(import.meta.dirname, '../..')
const fixtures = join(import.meta.dirname, 'fixtures')
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const version = (name: string) => rootManifest.devDependencies[name] as string
const work = mkdtempSync(join(tmpdir(), 'aisle-consumer-'))
const tarballs = join(work, 'tarballs')
const shorts: Short[] = ['banners', 'api', 'flows', 'ui']
const manifestOf = (short: Short): Manifest =>
  JSON.parse(readFileSync(join(root, 'packages', short, 'package.json'), 'utf8'))
const shortOf = (name: string) => name.replace('@aisle/', '') as Short
const packed = new Map<string, string>()

/** The @aisle packages a package needs: its own declared ones, and theirs. */
function aisleClosure(short: Short): string[] {
  const names = Object.keys(manifestOf(short).dependencies ?? {}).filter((d) =>
    d.startsWith('@aisle/'),
  )
  return [...new Set(names.flatMap((n) => [n, ...aisleClosure(shortOf(n))]))].sort()
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
/** tsc's diagnostics for one project of the app: '' when it type-checks. */
function tsc(app: string, project: string): string {
  const tscJs = join(root, 'node_modules/typescript/lib/tsc.js')
  const out = spawnSync(process.execPath, [tscJs, '-p', project, '--pretty', 'false'], {
    cwd: app,
    encoding: 'utf8',
  })
  return `${out.stdout}${out.stderr}`.trim() || (out.status === 0 ? '' : `tsc exited ${out.status}`)
}

// `strict` as the repository compiles itself. Not `exactOptionalPropertyTypes`: Ark UI's own
// declarations (TS2320 in menu and switch) fail under it, whatever the kit does.
const strict = {
  target: 'ES2023',
  lib: ['ES2023', 'DOM'],
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: false,
  noUncheckedIndexedAccess: true,
  types: [],
}

/** Installs one package alone into a fresh app with its fixture; returns the app folder. */
function installAlone(short: Short, extra: Record<string, string> = {}): string {
  const app = join(work, `app-${short}`)
  mkdirSync(app)
  const own = manifestOf(short).name
  const tarball = (name: string) => `file:${join(tarballs, packed.get(name) ?? '')}`
  const react =
    short === 'banners' ? {} : { react: version('react'), 'react-dom': version('react-dom') }
  const reactTypes =
    short === 'banners'
      ? {}
      : { '@types/react': version('@types/react'), '@types/react-dom': version('@types/react-dom') }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: `banner-team-${short}`,
      private: true,
      type: 'module',
      dependencies: {
        [own]: tarball(own),
        // Not on the registry from here: each declared @aisle dependency from its tarball.
        ...Object.fromEntries(aisleClosure(short).map((n) => [n, tarball(n)])),
        ...react,
      },
      devDependencies: { ...reactTypes, ...extra },
    }),
  )
  const source = short === 'banners' ? 'main.ts' : 'main.tsx'
  copyFileSync(
    join(fixtures, short === 'banners' ? 'banners.ts' : `${short}.tsx`),
    join(app, source),
  )
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...strict,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        outDir: 'out',
      },
      include: [source],
    }),
  )
  writeFileSync(
    join(app, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...strict, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
      include: [source],
    }),
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app)
  return app
}

/** Runs the fixture's compiled output with this process's Node (24) and returns its `result`. */
function resultOf(app: string): unknown {
  const script =
    "const { result } = await import('./out/main.js'); const value = typeof result === 'function' ? await result() : result; process.stdout.write(JSON.stringify(value))"
  return JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app))
}

const installed = (app: string) =>
  readdirSync(join(app, 'node_modules/@aisle'))
    .map((n) => `@aisle/${n}`)
    .sort()
const lockEntries = (app: string) =>
  JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')).packages as Record<
    string,
    { resolved?: string }
  >

beforeAll(() => {
  mkdirSync(tarballs)
  for (const short of shorts) {
    const out = run(
      'npm',
      ['pack', '--silent', '--pack-destination', tarballs],
      join(root, 'packages', short),
    )
    packed.set(manifestOf(short).name, out.trim().split('\n').at(-1) ?? '')
  }
}, 120_000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

describe.each(shorts)('@aisle/%s installed alone from its tarball', (short) => {
  let app = ''
  beforeAll(() => {
    app = installAlone(short)
  }, 300_000)

  it('brings in its declared @aisle dependencies and no other, all from tarballs', () => {
    const expected = [manifestOf(short).name, ...aisleClosure(short)].sort()
    expect(installed(app)).toEqual(expected)
    const locks = lockEntries(app)
    for (const name of expected)
      expect(locks[`node_modules/${name}`]?.resolved ?? '').toMatch(/^file:.*\.tgz$/)
  })

  it('ships its LICENSE and README', () => {
    const dir = join(app, 'node_modules', manifestOf(short).name)
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toContain(
      'Copyright (c) 2026 Aisle contributors',
    )
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/^# @aisle\//)
  })

  it('type-checks strictly with skipLibCheck false, under NodeNext and Bundler', () => {
    expect(tsc(app, 'tsconfig.bundler.json')).toBe('')
    expect(tsc(app, 'tsconfig.json')).toBe('')
  }, 120_000)

  it('runs its smallest example on the server', () => {
    const result = resultOf(app)
    switch (short) {
      case 'banners':
        expect(result).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^greenleaf: /),
            expect.stringMatching(/^hilltop: /),
          ]),
        )
        break
      case 'api':
        expect(result).toEqual({
          health: { status: 'ok', database: 'memory', schemaVersion: 1 },
          html: '<p>Loading</p>',
        })
        break
      case 'flows':
        expect(result).toEqual({
          html: '<p>Loading</p>',
          failed: { status: 'error', message: 'Offline' },
        })
        break
      case 'ui': {
        const html = String(result)
        expect(html).toMatch(
          /^<div data-banner="hilltop"><button type="button" class="[^"]*button--tone_accent/,
        )
        // The class reads the accent token, and the banner's own file sets it.
        const dist = join(app, 'node_modules/@aisle/ui/dist')
        expect(readFileSync(join(dist, 'base.css'), 'utf8')).toMatch(
          /\.button--tone_accent\s*\{\s*--button-solid: var\(--colors-accent-solid\)/,
        )
        expect(readFileSync(join(dist, 'banners/hilltop.css'), 'utf8')).toMatch(
          /\[data-banner=hilltop\]\s*\{[^}]*--colors-accent-solid: var\(--colors-blue-700\)/,
        )
        break
      }
    }
  })
})

describe('the @aisle/ui app built with Vite, in Chromium', () => {
  let browser: Browser
  let site: Awaited<ReturnType<typeof serveFolder>>
  const app = () => join(work, 'app-ui')

  beforeAll(async () => {
    writeFileSync(
      join(app(), 'index.html'),
      '<!doctype html><html lang="en"><head><title>Banner team</title></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>',
    )
    writeFileSync(
      join(app(), 'page.js'),
      [
        "import { createElement as h } from 'react'",
        "import { createRoot } from 'react-dom/client'",
        "import { Button } from '@aisle/ui'",
        "import '@aisle/ui/styles.css'",
        "const banner = (id) => h('div', { 'data-banner': id }, h(Button, null, 'Add to cart ' + id))",
        "createRoot(document.getElementById('root')).render(h('main', null, banner('greenleaf'), banner('hilltop')))",
      ].join('\n'),
    )
    // A second page as a single-banner storefront loads it: the base CSS and one banner's file.
    writeFileSync(
      join(app(), 'one.html'),
      '<!doctype html><html lang="en" data-banner="hilltop"><head><title>One banner</title></head><body><div id="root"></div><script type="module" src="/one.js"></script></body></html>',
    )
    writeFileSync(
      join(app(), 'one.js'),
      [
        "import { createElement as h } from 'react'",
        "import { createRoot } from 'react-dom/client'",
        "import { Button } from '@aisle/ui'",
        "import '@aisle/ui/base.css'",
        "import '@aisle/ui/banners/hilltop.css'",
        "createRoot(document.getElementById('root')).render(h(Button, null, 'Add to cart'))",
      ].join('\n'),
    )
    writeFileSync(
      join(app(), 'vite.config.js'),
      "export default { build: { rollupOptions: { input: ['index.html', 'one.html'] } } }\n",
    )
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        '--save-dev',
        `vite@${version('vite')}`,
      ],
      app(),
    )
    // Build with this process's Node (24), not the npm's.
    run(
      process.execPath,
      [join(app(), 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      app(),
    )
    site = await serveFolder(join(app(), 'dist'))
    browser = await launchChromium()
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('renders the Button themed per banner from the shipped CSS', async () => {
    const page = await browser.newPage()
    await page.goto(site.origin)
    const fill = (id: string) =>
      page
        .getByRole('button', { name: `Add to cart ${id}` })
        .evaluate((el) => getComputedStyle(el).backgroundColor)
    // accent.solid: green.700 for the base banner, blue.700 for the second banner.
    expect(await fill('greenleaf')).toBe('rgb(26, 99, 48)')
    expect(await fill('hilltop')).toBe('rgb(23, 71, 133)')
    await page.close()
  })

  it("themes a single-banner page from the base CSS and that banner's own file", async () => {
    const page = await browser.newPage()
    await page.goto(`${site.origin}/one.html`)
    const button = page.getByRole('button', { name: 'Add to cart' })
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(23, 71, 133)',
    )
    // No other banner's rules came with it.
    const css = await page.evaluate(() =>
      [...document.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n'),
    )
    expect(css).toContain('[data-banner="hilltop"]')
    expect(css).not.toContain('greenleaf')
    expect(css).not.toContain('copperline')
    await page.close()
  })
})
