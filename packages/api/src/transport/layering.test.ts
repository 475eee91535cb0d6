import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const dir = fileURLToPath(new URL('.', import.meta.url))

describe('transport layering (ARCHITECTURE.md "packages/api")', () => {
  it('imports neither React nor SWR: React-only code lives in swr/', () => {
    const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name))
    for (const name of sources) {
      const text = readFileSync(`${dir}${name}`, 'utf8')
      expect(text, name).not.toMatch(/from '(react|react-dom|swr)(\/[^']*)?'/)
    }
  })
})
