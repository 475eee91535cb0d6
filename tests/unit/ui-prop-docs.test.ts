// The kit's promise to the teams that install it: every optional prop of a public
// `…Props` interface says in its JSDoc what happens when it is left out (`@default`).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const uiSource = resolve(import.meta.dirname, '../../packages/ui/src')

/** The body of each `export interface XProps … { … }` of a file, with its name. */
function propsInterfaces(source: string): Array<{ name: string; body: string }> {
  const found: Array<{ name: string; body: string }> = []
  for (const match of source.matchAll(/export interface (\w+Props)\b[^{]*\{/g)) {
    let depth = 1
    let end = (match.index ?? 0) + match[0].length
    const start = end
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1
      else if (source[end] === '}') depth -= 1
      end += 1
    }
    found.push({ name: match[1] ?? '', body: source.slice(start, end - 1) })
  }
  return found
}

/** Optional members at the top level of an interface body whose JSDoc has no `@default`. */
function undocumentedDefaults(body: string): string[] {
  const missing: string[] = []
  let doc = ''
  let depth = 0
  for (const raw of body.split('\n')) {
    const line = raw.trim()
    if (depth === 0 && (line.startsWith('/**') || line.startsWith('*'))) {
      doc += ` ${line}`
      continue
    }
    const member = depth === 0 ? /^(?:readonly\s+)?([\w'"-]+)(\?)?\s*:/.exec(line) : null
    if (member?.[2] && !doc.includes('@default')) missing.push(member[1] ?? '')
    if (member) doc = ''
    depth += (line.match(/[{(]/g)?.length ?? 0) - (line.match(/[})]/g)?.length ?? 0)
    if (depth < 0) depth = 0
  }
  return missing
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('@aisle/ui prop documentation (issue 4: JSDoc with @default on every public prop)', () => {
  it('finds an optional prop without @default, and passes one that has it', () => {
    const body = `
      /** Shown above the field. */
      label: string
      /** The field's size. */
      size?: 'sm' | 'md'
      /** Greyed out and skipped by Tab. @default false */
      disabled?: boolean
      /** Called with the new value. */
      onChange?: (value: { next: string; previous?: string }) => void
    `
    expect(undocumentedDefaults(body)).toEqual(['size', 'onChange'])
  })

  it('every optional prop of every exported Props interface states its default', () => {
    const missing = sourceFiles(uiSource).flatMap((file) =>
      propsInterfaces(readFileSync(file, 'utf8')).flatMap(({ name, body }) =>
        undocumentedDefaults(body).map((prop) => `${relative(uiSource, file)}: ${name}.${prop}`),
      ),
    )
    expect(missing).toEqual([])
  })
})
