// Another banner team's view: pack the three packages, install the tarballs in a fresh
// app outside the workspace, build it with Vite and render a themed component.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { serveFolder } from '../support/static-server.ts'

const root = resolve(import.meta.dirname, '../..')
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const version = (name: string) => rootManifest.devDependencies[name] as string
const app = mkdtempSync(join(tmpdir(), 'aisle-consumer-'))
let browser: Browser
let site: Awaited<ReturnType<typeof serveFolder>>

function pack(dir: string): string {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], {
    cwd: join(root, dir),
    encoding: 'utf8',
  })
  return out.trim().split('\n').at(-1) ?? ''
}

beforeAll(() => {
  const tarballs = {
    '@aisle/banners': pack('packages/banners'),
    '@aisle/api': pack('packages/api'),
    '@aisle/flows': pack('packages/flows'),
    '@aisle/ui': pack('packages/ui'),
  }
  const dependencies = Object.fromEntries(
    Object.entries(tarballs).map(([n, t]) => [n, `file:./${t}`]),
  )
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'banner-team-app',
      private: true,
      type: 'module',
      dependencies: { ...dependencies, react: version('react'), 'react-dom': version('react-dom') },
      devDependencies: { vite: version('vite') },
    }),
  )
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Banner team</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  )
  writeFileSync(
    join(app, 'main.js'),
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
    join(app, 'one.html'),
    '<!doctype html><html lang="en" data-banner="hilltop"><head><title>One banner</title></head><body><div id="root"></div><script type="module" src="/one.js"></script></body></html>',
  )
  writeFileSync(
    join(app, 'one.js'),
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
    join(app, 'vite.config.js'),
    "export default { build: { rollupOptions: { input: ['index.html', 'one.html'] } } }\n",
  )
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    {
      cwd: app,
      stdio: 'inherit',
    },
  )
  // Build with this process's Node (24), not the npm's.
  execFileSync(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: app,
      stdio: 'inherit',
    },
  )
}, 240_000)

beforeAll(async () => {
  site = await serveFolder(join(app, 'dist'))
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  rmSync(app, { recursive: true, force: true })
})

describe('a consumer app built from the packed packages', () => {
  it('installs from tarballs with no workspace link', () => {
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules/@aisle/ui/package.json'), 'utf8'),
    )
    expect(installed.name).toBe('@aisle/ui')
    expect(readFileSync(join(app, 'node_modules/@aisle/ui/dist/styles.css'), 'utf8')).toContain(
      '[data-banner=hilltop]',
    )
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
