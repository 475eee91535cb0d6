// The storefront lays screens out with the kit's layout parts (Stack, Inline, Columns,
// Surface, PageLayout.Body/Aside) and its own few classes (a .css file beside the part),
// never with style objects: any `style=` prop (a literal or a constant) or a
// `{ display: 'grid' | 'flex', gap: ... }` object fails here, with its file and line. The
// server's shell CSP ('self' styles only) refuses style attributes besides.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname)

/**
 * The only inline styles left, each with why a class cannot do it. Every entry must
 * still be needed: a stale one fails too.
 */
const allowed: Record<string, string> = {
  // The secure card frame's height comes from the frame at run time (its own message), and
  // the frame's visibility and position follow its load state.
  'features/wallet/card-entry-frame.tsx': 'height measured at run time',
}

/** Layout objects left, each with its reason (none). */
const allowedLayoutObjects: Record<string, string> = {}

/** A `style=` prop, whatever its value: `style={{ ... }}`, `style={box}`, `style={f()}`. */
const styleProp = /(?<![\w-])style=\{/

/** Source files of the app, without stories and the Storybook harness. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      // Developer tools, not a screen: shown only with ?devtools in a local build.
      return entry.name === 'storybook' || entry.name === 'devtools' ? [] : sources(path)
    }
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `file:line  text` of each match of `pattern` in the file. */
function hits(path: string, pattern: RegExp): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      pattern.test(line) ? [`${relative(root, path)}:${index + 1}  ${line.trim()}`] : [],
    )
}

const files = sources(root)

describe('no layout by style objects in apps/storefront/src', () => {
  it('finds the app’s source files', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it('has no style= prop outside the allowed files', () => {
    const found = files
      .filter((path) => !(relative(root, path) in allowed))
      .flatMap((path) => hits(path, styleProp))
    expect(found).toEqual([])
  })

  it('has no layout object (display grid or flex with a gap)', () => {
    const found = files.flatMap((path) => {
      if (relative(root, path) in allowedLayoutObjects) return []
      const text = readFileSync(path, 'utf8')
      const objects = text.match(/\{[^{}]*display: '(grid|flex|inline-flex)'[^{}]*\}/g) ?? []
      return objects
        .filter((object) => /\bgap:/.test(object))
        .map((object) => `${relative(root, path)}  ${object.replace(/\s+/g, ' ')}`)
    })
    expect(found).toEqual([])
  })

  it('keeps no stale entry in the allowed list', () => {
    for (const file of Object.keys(allowed)) {
      expect(hits(join(root, file), styleProp), file).not.toEqual([])
    }
  })

  it('catches a style literal, a style constant and a layout object (the checks can fail)', () => {
    expect(styleProp.test(`<div style={{ display: 'grid' }} />`)).toBe(true)
    expect(styleProp.test(`<span style={visuallyHidden}>`)).toBe(true)
    expect(styleProp.test(`      style={standInStyle}`)).toBe(true)
    // Not a prop: a class name, a data attribute, a word in a comment.
    expect(styleProp.test(`<div className="dashboard-greeting-line">`)).toBe(false)
    expect(styleProp.test(`<div data-style={kind}>`)).toBe(false)
    expect(styleProp.test(`// a lifestyle={x} note`)).toBe(false)
    const object = `const stack = { display: 'grid', gap: 'var(--spacing-4)' }`
    expect(object.match(/\{[^{}]*display: '(grid|flex|inline-flex)'[^{}]*\}/g)?.[0]).toMatch(/gap:/)
  })
})
