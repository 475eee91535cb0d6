// The documents a newcomer and a banner team start from: the README's size and commands,
// links that lead somewhere, linter messages that point at a real page, and what each
// published package ships (README, LICENSE).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const packages = ['ui', 'flows', 'api', 'banners'] as const

/** The README's bound: a page a newcomer reads, not a configuration listing. */
const README_MAX_BYTES = 10_000

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
const anchorsOf = (markdown: string) =>
  new Set(
    markdown
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  )

/** Whether `target` (a path relative to `from`, maybe with #anchor) names a real place. */
function resolves(from: string, target: string): boolean {
  const [path = '', anchor] = target.split('#')
  const file = path === '' ? join(root, from) : resolve(dirname(join(root, from)), path)
  if (!existsSync(file)) return false
  if (anchor === undefined || !file.endsWith('.md')) return true
  return anchorsOf(readFileSync(file, 'utf8')).has(anchor)
}

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/architecture.md',
  ...packages.map((p) => `packages/${p}/README.md`),
]

describe('README.md', () => {
  const readme = read('README.md')

  it(`stays within ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(README_MAX_BYTES)
  })

  it('names the setup and test commands that CI runs', () => {
    const block = /## Two commands\n+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const commands = block
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
    expect(commands).toEqual(['npm install', 'npm test'])
    const ci = read('.ci/run')
    for (const command of commands) expect(ci).toMatch(new RegExp(`^${command}\\b`, 'm'))
  })

  it('names the four packages a banner team installs', () => {
    for (const p of packages) expect(readme).toContain(`\`@aisle/${p}\``)
  })

  it('leaves the renderer experiment to its decision record', () => {
    const lines = readme.split('\n').filter((line) => /preact/i.test(line))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toContain('docs/decisions/preact-renderer.md')
  })
})

describe('links between the documents', () => {
  it.each(documents)('every relative link of %s leads to a file and heading', (doc) => {
    const links = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
    const broken = links.filter((target) => !resolves(doc, target))
    expect(broken).toEqual([])
  })

  it('a broken link or anchor is caught', () => {
    expect(resolves('README.md', 'docs/architecture.md#the-layers')).toBe(true)
    expect(resolves('README.md', 'docs/architecture.md#no-such-heading')).toBe(false)
    expect(resolves('README.md', 'docs/no-such-file.md')).toBe(false)
  })
})

describe('the commands the documents name', () => {
  const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>)

  it.each(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md'])(
    'every `npm run <script>` of %s is a script of the root package.json',
    (doc) => {
      const named = [...read(doc).matchAll(/npm run ([a-z][a-z:-]*)/g)].map((m) => m[1] ?? '')
      expect(named.filter((name) => !scripts.includes(name))).toEqual([])
    },
  )
})

describe("Biome's layering messages", () => {
  const messages = [...read('biome.json').matchAll(/"message": "([^"]*)"/g)].map((m) => m[1] ?? '')

  it('each point at a page and heading the repository holds', () => {
    expect(messages.length).toBeGreaterThanOrEqual(5)
    for (const message of messages) {
      const target = /\(see ([^)\s]+)\)/.exec(message)?.[1]
      expect(target, message).toBeDefined()
      expect(resolves('biome.json', target ?? ''), message).toBe(true)
    }
  })
})

describe.each(packages)('the published @aisle/%s', (p) => {
  const manifest = JSON.parse(read(`packages/${p}/package.json`)) as {
    license: string
    files: string[]
  }

  it('carries the MIT licence text and lists it in `files`', () => {
    expect(manifest.license).toBe('MIT')
    expect(manifest.files).toContain('LICENSE')
    const license = read(`packages/${p}/LICENSE`)
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 Aisle contributors\n/)
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS"')
  })

  it('has a README with install, the smallest example, its exports and where to read more', () => {
    const readme = read(`packages/${p}/README.md`)
    expect(readme).toMatch(new RegExp(`^# @aisle/${p}\\n`))
    const headings = anchorsOf(readme)
    for (const section of [
      'install',
      'the-smallest-example',
      'what-it-exports',
      'where-the-rest-is-documented',
    ])
      expect(headings, section).toContain(section)
    expect(readme).toContain(`npm install @aisle/${p}`)
  })
})
