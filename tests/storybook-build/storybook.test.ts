// A contributor's view: on a fresh clone, after `npm install` (its `prepare` runs Panda's
// codegen) and nothing else, `npm run build-storybook` builds. The stories import the
// workspace packages, which .storybook/main.ts resolves to their sources, never to a
// dist/ that only `npm run build` writes. About 30 s on two cores.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanTree } from '../storybook-build/clean-tree.ts'

const root = resolve(import.meta.dirname, '../..')
let tree = ''

beforeAll(() => {
  tree = cleanTree(root)
  execFileSync('npm', ['run', 'prepare', '--silent'], { cwd: tree, stdio: 'pipe' })
})

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
})

describe('Storybook from a fresh clone', () => {
  it('has nothing built before the Storybook build', () => {
    for (const pkg of ['api', 'flows', 'ui'])
      expect(existsSync(join(tree, 'packages', pkg, 'dist'))).toBe(false)
  })

  // The build alone takes 30 to 60 s on two shared cores: three minutes before it fails.
  it('builds with `npm run build-storybook` and indexes every story file', {
    timeout: 180_000,
  }, () => {
    execFileSync('npm', ['run', 'build-storybook', '--', '--output-dir', 'storybook-static'], {
      cwd: tree,
      stdio: 'pipe',
    })
    const index = JSON.parse(readFileSync(join(tree, 'storybook-static/index.json'), 'utf8')) as {
      entries: Record<string, { importPath: string }>
    }
    const files = new Set(Object.values(index.entries).map((e) => e.importPath))
    // One story file of each workspace that has stories, the storefront's importing @aisle/api/swr.
    expect(files).toContain('./packages/ui/src/button/button.stories.tsx')
    expect(files).toContain('./apps/storefront/src/features/wallet/wallet.stories.tsx')
    expect(existsSync(join(tree, 'packages/api/dist'))).toBe(false)
  })
})
