import { describe, expect, it } from 'vitest'
import { type Manifest, routeSizes, staticClosure } from './bundle-sizes.ts'

const manifest: Manifest = {
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/a.tsx', 'src/pages/b.tsx'],
  },
  '_react.js': { file: 'react.js' },
  'src/pages/a.tsx': { file: 'a.js', isDynamicEntry: true, imports: ['_react.js', '_form.js'] },
  'src/pages/b.tsx': { file: 'b.js', isDynamicEntry: true, imports: ['_form.js'] },
  '_form.js': { file: 'form.js' },
}
const sizes: Record<string, number> = {
  'entry.js': 10,
  'react.js': 60,
  'a.js': 5,
  'b.js': 7,
  'form.js': 20,
}

describe('route sizes from the Vite manifest', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', 'index.html'])
  })
  it('counts the entry closure once and adds what each page needs beyond it', () => {
    const result = routeSizes(manifest, (file) => sizes[file] ?? 0)
    expect(result.entry).toBe(70)
    expect(result.routes).toEqual([
      { page: 'src/pages/a.tsx', initialJs: 95, lazyChunk: 25 },
      { page: 'src/pages/b.tsx', initialJs: 97, lazyChunk: 27 },
    ])
  })
})
