// The kit's reset is opt-in (packages/ui/README.md "Setup"): `@aisle/ui/reset.css` holds
// Panda's reset and the document styles; `base.css` and `styles.css` style no element of
// the host page, only the kit's own classes, its variables and `[data-banner]` scopes.
// Reads the built files (npm test builds first).
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(resolve(import.meta.dirname, '../..'), 'packages/ui/dist')
const read = (file: string) => readFileSync(join(dist, file), 'utf8')

const LAYER_ORDER = '@layer reset, base, tokens, recipes, utilities;'
/** A rule whose selector starts with an element of the host's (not `.kit-class img`). */
const hostRules =
  /^\s*(html|body|h[1-6]|p|a|ul|ol|menu|button|input|select|textarea|img|svg|hr)\b[^{]*\{/m

describe('@aisle/ui stylesheets', () => {
  it('ships the reset apart, in the reset layer, with the document styles', () => {
    const reset = read('reset.css')
    expect(reset.startsWith(LAYER_ORDER)).toBe(true)
    expect(reset).toMatch(/@layer reset\s*\{[\s\S]*ol,ul,menu\s*\{\s*list-style: none/)
    expect(reset).toMatch(/html,body\s*\{\s*background: var\(--colors-bg-canvas\)/)
    expect(reset).toMatch(/h1,h2,h3,h4\s*\{\s*font-family: var\(--fonts-heading\)/)
  })

  it.each(['base.css', 'styles.css'])('%s restyles no element of the host page', (file) => {
    const css = read(file)
    expect(css.startsWith(LAYER_ORDER)).toBe(true)
    expect(css).not.toMatch(/@layer reset\s*\{/)
    expect(css).not.toMatch(hostRules)
    // The kit's own globals stay: the banner scope's font and the focus ring.
    expect(css).toContain('[data-banner] {')
    expect(css).toContain(':focus-visible {')
  })

  it('is loaded by the storefront, which is a whole page and wants it', () => {
    // The storefront's entry takes both: base.css alone leaves the browser's own margins,
    // list bullets and button styles under the kit (a 24 px sideways overflow at 375 px).
    const entry = readFileSync(
      join(resolve(import.meta.dirname, '../..'), 'apps/storefront/src/main.tsx'),
      'utf8',
    )
    expect(entry).toMatch(/^import '@aisle\/ui\/base\.css'$/m)
    expect(entry).toMatch(/^import '@aisle\/ui\/reset\.css'$/m)
  })
})
