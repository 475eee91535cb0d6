// The storefront takes the kit's and the API package's exports rather than their building
// blocks: the Portal through @aisle/ui, the banner on calls through @aisle/api (its
// `banner` client option or `bannerFetch`), so no second copy of either lives here.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = import.meta.dirname

/** Every .ts/.tsx file of the app, stories and tests included (they are hosts too). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && path !== import.meta.filename ? [path] : []
  })
}

const files = sources(root)

const importing = (pattern: RegExp) =>
  files.filter((path) => pattern.test(readFileSync(path, 'utf8'))).map((p) => relative(root, p))

describe('apps/storefront/src takes the packages’ exports', () => {
  it('finds the app’s files', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it('imports Portal from @aisle/ui, never from @ark-ui/react/portal', () => {
    expect(importing(/from '@ark-ui\/react\/portal'/)).toEqual([])
    // The overlays the app composes itself (the one-button messages use MessageDialog).
    expect(
      importing(/import \{[^}]*\bPortal\b[^}]*\} from '@aisle\/ui'/).length,
    ).toBeGreaterThanOrEqual(10)
  })

  it('keeps no fetch wrapper of its own that sets x-banner', () => {
    expect(importing(/['"]x-banner['"]/)).toEqual([])
    expect(importing(/banner-fetch'/)).toEqual([])
  })
})
