// ARCHITECTURE.md, "The packages and the one direction of dependency":
// ui never imports flows, api or the apps; flows never imports ui or the apps; api imports none
// of them. Both ui and api read the banner files (@aisle/banners), which import nothing.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

interface Probe {
  pkg: string
  specifier: string
  file: string
}

const cases: Array<[pkg: string, specifier: string, allowed: boolean]> = [
  ['ui', '@aisle/flows', false],
  ['ui', '@aisle/api', false],
  ['ui', '@aisle/storefront', false],
  ['ui', '../../../apps/sandbox/src/app.js', false],
  ['ui', '../../flows/src/index.js', false],
  ['flows', '@aisle/ui', false],
  ['flows', '@aisle/storefront', false],
  ['flows', '../../ui/src/index.js', false],
  ['api', '@aisle/ui', false],
  ['api', '@aisle/flows', false],
  ['api', '@aisle/sandbox', false],
  ['flows', '@aisle/api', true],
  ['banners', '@aisle/ui', false],
  ['banners', '@aisle/api', false],
  ['banners', 'zod/mini', false],
  ['ui', '@aisle/banners', true],
  ['api', '@aisle/banners', true],
]
const probes: Probe[] = cases.map(([pkg, specifier], i) => ({
  pkg,
  specifier,
  file: join(root, 'packages', pkg, 'src', `layer-probe-${i}.ts`),
}))
/** Biome's diagnostics, split per probe file. */
const diagnostics = new Map<string, string>()

beforeAll(() => {
  for (const p of probes)
    writeFileSync(p.file, `import * as x from '${p.specifier}'\nexport const y = x\n`)
  const biome = join(root, 'node_modules/.bin/biome')
  const run = spawnSync(
    biome,
    ['lint', '--colors=off', '--max-diagnostics=100', ...probes.map((p) => p.file)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  const output = `${run.stdout}${run.stderr}`
  for (const p of probes) {
    const name = relative(root, p.file)
    const blocks = output.split(/\n(?=\S+:\d+:\d+ )/).filter((b) => b.startsWith(name))
    diagnostics.set(p.file, blocks.join('\n'))
  }
}, 60_000)

afterAll(() => {
  for (const p of probes) rmSync(p.file, { force: true })
})

describe('the dependency direction is enforced by the linter', () => {
  probes.forEach((probe, i) => {
    const allowed = cases[i]?.[2]
    it(`${allowed ? 'accepts' : 'rejects'} ${probe.specifier} inside @aisle/${probe.pkg}`, () => {
      const found = diagnostics.get(probe.file) ?? ''
      if (allowed) expect(found).not.toContain('Layering')
      else expect(found).toContain(`Layering: @aisle/${probe.pkg}`)
    })
  })
})

describe('package manifests follow the same direction', () => {
  const deps = (pkg: string) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'))
    return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((d) =>
      d.startsWith('@aisle/'),
    )
  }
  // The banner files are data both ui and api read; the banners package reads nothing.
  it('ui depends on the banner files only', () => expect(deps('ui')).toEqual(['@aisle/banners']))
  it('flows depends on api only', () => expect(deps('flows')).toEqual(['@aisle/api']))
  it('api depends on the banner files only', () => expect(deps('api')).toEqual(['@aisle/banners']))
  it('banners depends on nothing at all', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages/banners/package.json'), 'utf8'))
    expect({ ...manifest.dependencies, ...manifest.peerDependencies }).toEqual({})
  })
})
