import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { brotliSize } from './bundle-sizes.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-brotli-size-'))
  dirs.push(dir)
  return dir
}

const TEXT = `export const a = ${JSON.stringify('aisle '.repeat(500))}`

describe('brotliSize: the bytes the server sends to a browser that takes brotli', () => {
  it('is the .br copy beside the file when the build wrote one', () => {
    const dir = folder()
    writeFileSync(join(dir, 'a.js'), TEXT)
    writeFileSync(join(dir, 'a.js.br'), Buffer.alloc(123))
    expect(brotliSize(join(dir, 'a.js'))).toBe(123)
  })

  it('compresses at quality 11 when there is no copy', () => {
    const dir = folder()
    writeFileSync(join(dir, 'a.js'), TEXT)
    const q11 = brotliCompressSync(TEXT, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
    expect(brotliSize(join(dir, 'a.js'))).toBe(q11)
    expect(q11).toBeLessThan(TEXT.length / 10)
  })

  it('is the file itself when brotli would not make it smaller', () => {
    const dir = folder()
    writeFileSync(join(dir, 'a.js'), 'x')
    expect(brotliSize(join(dir, 'a.js'))).toBe(1)
  })
})
