import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src/', import.meta.url))
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '')
}

/** Every module reachable from `entry`, following relative imports. */
function graph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    const found = specifiers(file)
    seen.set(file, found)
    for (const specifier of found) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
    }
  }
  visit(join(src, entry))
  return seen
}

const nodeOnly = (specifier: string) =>
  specifier.startsWith('node:') ||
  builtinModules.includes(specifier) ||
  specifier.startsWith('@hono/node-server')

describe('the browser-safe entry points', () => {
  it.each(['msw.ts', 'app.ts', 'store/memory-store.ts'])(
    '%s reaches no Node-only module',
    (entry) => {
      const modules = graph(entry)
      const offenders = [...modules].flatMap(([file, found]) =>
        found.filter(nodeOnly).map((specifier) => `${relative(src, file)} imports ${specifier}`),
      )
      expect(modules.size).toBeGreaterThan(0)
      expect(offenders).toEqual([])
    },
  )

  it('the checker itself sees a Node import where there is one', () => {
    const offenders = [...graph('server.ts').values()].flat().filter(nodeOnly)
    expect(offenders).toContain('@hono/node-server')
  })

  it('only sqlite-store.ts imports node:sqlite', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )
    const importers = files.filter((file) => specifiers(join(src, file)).includes('node:sqlite'))
    expect(importers.map((file) => file.split('\\').join('/'))).toEqual(['store/sqlite-store.ts'])
  })
})
