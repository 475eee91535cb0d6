// Storybook as its readers get it. A contributor's view first: on a fresh clone, after
// `npm install` (its `prepare` runs Panda's codegen) and nothing else, `npm run
// build-storybook` builds; the stories import the workspace packages, which
// .storybook/main.ts resolves to their sources, never to a dist/ that only `npm run build`
// writes. Then a reader's: every docs page of that build opens in Chromium without an
// error and with at most one overlay open.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { serveFolder } from '../support/static-server.ts'
import { cleanTree } from './clean-tree.ts'
import { checkDocsPages } from './docs-pages.ts'

interface IndexEntry {
  id: string
  title: string
  type: 'docs' | 'story'
  importPath: string
  tags?: string[]
}

const root = resolve(import.meta.dirname, '../..')
let tree = ''
let entries: IndexEntry[] = []
let browser: Browser | undefined
let site: Awaited<ReturnType<typeof serveFolder>> | undefined

beforeAll(() => {
  tree = cleanTree(root)
  execFileSync('npm', ['run', 'prepare', '--silent'], { cwd: tree, stdio: 'pipe' })
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  if (tree) rmSync(tree, { recursive: true, force: true })
})

describe('Storybook from a fresh clone', () => {
  it('has nothing built before the Storybook build', () => {
    for (const pkg of ['api', 'flows', 'ui'])
      expect(existsSync(join(tree, 'packages', pkg, 'dist'))).toBe(false)
  })

  it('builds with `npm run build-storybook` and indexes every story file', () => {
    execFileSync('npm', ['run', 'build-storybook', '--', '--output-dir', 'storybook-static'], {
      cwd: tree,
      stdio: 'pipe',
    })
    const index = JSON.parse(readFileSync(join(tree, 'storybook-static/index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>
    }
    entries = Object.values(index.entries)
    const files = new Set(entries.map((e) => e.importPath))
    // One story file of each workspace that has stories, the storefront's importing @aisle/api/swr.
    expect(files).toContain('./packages/ui/src/button/button.stories.tsx')
    expect(files).toContain('./apps/storefront/src/features/wallet/wallet.stories.tsx')
    expect(existsSync(join(tree, 'packages/api/dist'))).toBe(false)
  })
})

describe('the sidebar', () => {
  /** The top-level sections in the order the sidebar shows them (entries shown only). */
  const sections = () => [
    ...new Set(
      entries
        .filter((e) => e.tags?.includes('dev') ?? true)
        .map((e) => e.title.split('/')[0]?.trim()),
    ),
  ]

  it('reads Introduction, Foundations, Components, Patterns, Screens', () => {
    expect(sections()).toEqual(['Introduction', 'Foundations', 'Components', 'Patterns', 'Screens'])
  })

  it('hides the plumbing, which stays a test', () => {
    const plumbing = entries.filter((e) => /^(Sandbox \/|Screens \/ Harness)/.test(e.title))
    expect(plumbing.length).toBeGreaterThan(0)
    for (const entry of plumbing) {
      expect(entry.tags).not.toContain('dev')
      expect(entry.tags).toContain('test')
    }
    expect(plumbing.some((e) => e.type === 'docs')).toBe(false)
  })

  it('has a getting-started page for each package and the changelog', () => {
    const ids = entries.map((e) => e.id)
    for (const id of [
      'introduction-aisle-ui--docs',
      'introduction-flows--docs',
      'introduction-api--docs',
      'introduction-changelog--docs',
    ])
      expect(ids).toContain(id)
  })
})

describe('the docs pages', () => {
  beforeAll(async () => {
    site = await serveFolder(join(tree, 'storybook-static'))
    browser = await launchChromium()
  })

  it('open without an error and with at most one overlay open', async () => {
    const ids = entries.filter((e) => e.type === 'docs').map((e) => e.id)
    expect(ids.length).toBeGreaterThan(60)
    if (!browser || !site) throw new Error('no browser or site')
    const reports = await checkDocsPages(browser, site.origin, ids)
    const failures = reports.filter((r) => r.errors.length > 0 || r.openOverlays > 1)
    expect(failures).toEqual([])
  })

  it('lists the pending changesets on the changelog page', async () => {
    if (!browser || !site) throw new Error('no browser or site')
    const page = await browser.newPage()
    await page.goto(`${site.origin}/iframe.html?viewMode=docs&id=introduction-changelog--docs`)
    await page.waitForSelector('#storybook-docs .sbdocs-content')
    const text = (await page.textContent('#storybook-docs')) ?? ''
    await page.close()
    expect(text).toContain('@aisle/ui')
    expect(text).toContain('storybook-kit-reset-opt-in.md')
  })
})
