// ARCHITECTURE.md, "The packages and the one direction of dependency":
// ui never imports flows, api or the apps; flows never imports ui or the apps; api imports none.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const probes: string[] = []

function lintProbe(pkg: string, source: string) {
  const file = join(root, 'packages', pkg, 'src', `layer-probe-${probes.length}.ts`)
  probes.push(file)
  writeFileSync(file, source)
  const biome = join(root, 'node_modules/.bin/biome')
  const run = spawnSync(biome, ['lint', '--colors=off', file], { cwd: root, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true })
})

const forbidden: Record<string, string[]> = {
  ui: ['@aisle/flows', '@aisle/api', '@aisle/storefront', '../../../apps/sandbox/src/app.ts'],
  flows: ['@aisle/ui', '@aisle/storefront', '../../ui/src/index.js'],
  api: ['@aisle/ui', '@aisle/flows', '@aisle/sandbox'],
}

describe('the dependency direction is enforced by the linter', () => {
  for (const [pkg, specifiers] of Object.entries(forbidden)) {
    for (const specifier of specifiers) {
      it(`rejects ${specifier} inside @aisle/${pkg}`, () => {
        const { status, output } = lintProbe(
          pkg,
          `import * as x from '${specifier}'\nexport const y = x\n`,
        )
        expect(status).not.toBe(0)
        expect(output).toContain(`Layering: @aisle/${pkg}`)
      })
    }
  }

  it('accepts imports along the direction', () => {
    const { status, output } = lintProbe(
      'flows',
      "import * as x from '@aisle/api'\nexport const y = x\n",
    )
    expect(output).not.toContain('Layering')
    expect(status).toBe(0)
  })
})

describe('package manifests follow the same direction', () => {
  const deps = (pkg: string) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'))
    return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  }
  it('ui depends on no other Aisle package', () => {
    expect(deps('ui').filter((d) => d.startsWith('@aisle/'))).toEqual([])
  })
  it('flows depends on api only', () => {
    expect(deps('flows').filter((d) => d.startsWith('@aisle/'))).toEqual(['@aisle/api'])
  })
  it('api depends on no other Aisle package', () => {
    expect(deps('api').filter((d) => d.startsWith('@aisle/'))).toEqual([])
  })
})
