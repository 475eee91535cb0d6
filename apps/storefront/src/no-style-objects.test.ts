// The storefront lays screens out with the kit's layout parts (Stack, Inline, Columns,
// Surface, PageLayout.Body/Aside), never with style objects: a `style={{ ... }}` literal
// or a `{ display: 'grid' | 'flex', gap: ... }` object fails here, with its file and line.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname)

/**
 * The only inline styles left, each with why a recipe cannot do it. Every entry must
 * still be needed: a stale one fails too.
 */
const allowed: Record<string, string> = {
  // The secure card frame's height comes from the frame at run time (its own message).
  'features/wallet/card-entry-frame.tsx': 'height measured at run time',
  // A wrapper that must not form a box, so its children stay the parent's flex items.
  'features/checkout/place-order/pin-dialog.tsx': 'display: contents',
  'features/checkout/payment/payment-section-body.tsx': 'display: contents',
}

/** Layout objects left, each with its reason. */
const allowedLayoutObjects: Record<string, string> = {
  // The header cart link's box, shared with its lazy fallback in the header, so the header
  // does not move when the link's code arrives (layout shift).
  'features/cart/header-cart-box.ts': 'the box a lazy header link reserves',
}

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

  it('has no style={{ ... }} literal outside the allowed files', () => {
    const found = files
      .filter((path) => !(relative(root, path) in allowed))
      .flatMap((path) => hits(path, /style=\{\{/))
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
      expect(hits(join(root, file), /style=\{\{/), file).not.toEqual([])
    }
  })

  it('catches a style literal and a layout object (the checks can fail)', () => {
    expect(/style=\{\{/.test(`<div style={{ display: 'grid' }} />`)).toBe(true)
    const object = `const stack = { display: 'grid', gap: 'var(--spacing-4)' }`
    expect(object.match(/\{[^{}]*display: '(grid|flex|inline-flex)'[^{}]*\}/g)?.[0]).toMatch(/gap:/)
  })
})
