// The kit's public API is what its index exports: components, their props types and the
// few helpers a host needs. The list is pinned in index.exports.txt, so that adding or
// dropping an export shows up in review as a one-line diff of that file.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')
  // Comments say nothing about the list.
  .replace(/\/\/.*$/gm, '')
  .replace(/\/\*[\s\S]*?\*\//g, '')

/** Every name the index exports, `type` before a type-only one, in the order written. */
function exportList(text: string): string[] {
  const names: string[] = []
  const statement = /export\s+(type\s+)?(\*\s+as\s+(\w+)|\*|\{([^}]*)\})\s+from\s+'([^']+)'/g
  let rest = text
  for (const match of text.matchAll(statement)) {
    const [whole, typeKeyword, , namespace, list, from] = match
    rest = rest.replace(whole, '')
    if (namespace !== undefined) names.push(`${namespace} (namespace of ${from})`)
    // `export * from`: everything a module has, unseen here; a reviewer could not tell.
    else if (list === undefined) throw new Error(`export * from '${from}' hides the list`)
    else
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item === '') continue
        const typeOnly = typeKeyword !== undefined || item.startsWith('type ')
        const name =
          item
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .pop() ?? item
        names.push(`${typeOnly ? 'type ' : ''}${name}`)
      }
  }
  // Anything else exported here (`export const`, `export function`) is not re-exported.
  if (/\bexport\b/.test(rest)) throw new Error(`unexpected export: ${rest.trim().slice(0, 80)}`)
  return names
}

describe('@aisle/ui index', () => {
  it('exports the public API listed in index.exports.txt, nothing more', async () => {
    const names = exportList(source)
    expect(names.length).toBeGreaterThan(50)
    await expect(`${names.join('\n')}\n`).toMatchFileSnapshot('./index.exports.txt')
  })

  it('reads every form of export statement, and refuses an unlisted one', () => {
    expect(
      exportList(
        "export { A, type B, c as D } from './a.js'\nexport type { E } from './e.js'\nexport * as F from './f.js'",
      ),
    ).toEqual(['A', 'type B', 'D', 'type E', 'F (namespace of ./f.js)'])
    expect(() => exportList("export * from './g.js'")).toThrow('hides the list')
    expect(() => exportList('export const h = 1')).toThrow('unexpected export')
  })

  it('leaves the internal helpers to their modules', () => {
    const names = new Set(exportList(source))
    for (const helper of [
      'splitFieldProps',
      'digitsOf',
      'maskSlots',
      'formatMasked',
      'cleanSearchValue',
      'alertRole',
      'toastTone',
      'toasterDefaults',
      'layoutGaps',
      'renderAnchor',
      'externalRel',
      'splitImageSummary',
    ])
      expect(names.has(helper), helper).toBe(false)
  })
})
