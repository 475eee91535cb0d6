import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The helper modules (constants, formatters, mappers) are what pages import without
// parsing anything: none of them may load zod, directly or through a schema module, or
// every page that formats an address would download the validator again.
const here = dirname(fileURLToPath(import.meta.url))
const helpers = readdirSync(here).filter((f) => f.endsWith('-helpers.ts'))

/** Modules a file loads at run time: `import type` and `type`-only lists do not count. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of source.matchAll(
    /^import\s+(type\s+)?(?:\{([^}]*)\}|[^'"]*?)\s*from\s+'([^']+)'/gm,
  )) {
    const [, typeOnly, names, from] = m
    if (typeOnly || from === undefined) continue
    if (names?.split(',').every((n) => /^\s*(type\s|$)/.test(n))) continue
    found.push(from)
  }
  return found
}

/** The file's run-time closure inside the package, and the packages it reaches. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  for (const from of runtimeImports(file)) {
    const target = from.startsWith('.') ? join(dirname(file), from.replace(/\.js$/, '.ts')) : from
    if (seen.has(target)) continue
    seen.add(target)
    if (from.startsWith('.')) closure(target, seen)
  }
  return seen
}

describe('schema-free helper modules', () => {
  it('there are some', () => {
    expect(helpers).toEqual(
      expect.arrayContaining([
        'address-helpers.ts',
        'address-validation-helpers.ts',
        'checkout-helpers.ts',
        'customer-preferences-helpers.ts',
        'flash-sales-helpers.ts',
        'modality-helpers.ts',
        'payment-helpers.ts',
        'profile-helpers.ts',
        'promise-helpers.ts',
        'replacements-helpers.ts',
        'time-slot-helpers.ts',
        'wallet-helpers.ts',
      ]),
    )
  })

  it.each(helpers)('%s loads neither zod nor a module that does', (file) => {
    const reached = [...closure(join(here, file))]
    expect(reached.filter((m) => m.startsWith('zod'))).toEqual([])
    const withSchemas = reached.filter(
      (m) => m.endsWith('.ts') && /from 'zod/.test(readFileSync(m, 'utf8')),
    )
    expect(withSchemas.map((m) => m.slice(here.length + 1))).toEqual([])
  })
})
