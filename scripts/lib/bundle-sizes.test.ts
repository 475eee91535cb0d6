import { describe, expect, it } from 'vitest'
import {
  isPageModule,
  loadableClosure,
  type Manifest,
  routeSizes,
  staticClosure,
} from './bundle-sizes.ts'

const manifest: Manifest = {
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/a.tsx', 'src/pages/b.tsx', 'src/session/client.ts'],
  },
  '_react.js': { file: 'react.js' },
  'src/pages/a.tsx': { file: 'a.js', isDynamicEntry: true, imports: ['_react.js', '_form.js'] },
  'src/pages/b.tsx': { file: 'b.js', isDynamicEntry: true, imports: ['_form.js'] },
  '_form.js': { file: 'form.js' },
  'src/session/client.ts': { file: 'client.js', isDynamicEntry: true, imports: ['_zod.js'] },
  '_zod.js': { file: 'zod.js' },
}
const sizes: Record<string, number> = {
  'entry.js': 10,
  'react.js': 60,
  'a.js': 5,
  'b.js': 7,
  'form.js': 20,
  'client.js': 8,
  'zod.js': 30,
}

describe('route sizes from the Vite manifest', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', 'index.html'])
  })
  it('follows lazy imports too when asked what a module can load', () => {
    expect([...loadableClosure(manifest, 'src/session/client.ts')].sort()).toEqual([
      '_zod.js',
      'src/session/client.ts',
    ])
    expect(loadableClosure(manifest, 'index.html').size).toBe(Object.keys(manifest).length)
    expect([...loadableClosure(manifest, 'index.html', isPageModule)].sort()).toEqual([
      '_react.js',
      '_zod.js',
      'index.html',
      'src/session/client.ts',
    ])
  })
  it('counts the entry closure once and adds what each page needs beyond it', () => {
    const result = routeSizes(manifest, (file) => sizes[file] ?? 0)
    expect(result.entry).toBe(70)
    expect(result.routes).toEqual([
      { page: 'src/pages/a.tsx', initialJs: 95, lazyChunk: 25, alsoLoaded: 0 },
      { page: 'src/pages/b.tsx', initialJs: 97, lazyChunk: 27, alsoLoaded: 0 },
    ])
  })
  it('lists lazy chunks that are not pages apart, not as routes', () => {
    const result = routeSizes(manifest, (file) => sizes[file] ?? 0)
    expect(result.routes.map((r) => r.page)).not.toContain('src/session/client.ts')
    expect(result.lazy).toEqual([{ chunk: 'src/session/client.ts', lazyChunk: 38 }])
  })
  it('adds what the service client costs beyond each page, counting shared chunks once', () => {
    const shared: Manifest = {
      ...manifest,
      'src/session/client.ts': { file: 'client.js', isDynamicEntry: true, imports: ['_form.js'] },
    }
    const result = routeSizes(shared, (file) => sizes[file] ?? 0, {
      alsoLoaded: 'src/session/client.ts',
    })
    expect(result.routes.map((r) => r.alsoLoaded)).toEqual([8, 8])
  })
  it('knows a page module by its folder', () => {
    expect(isPageModule('src/pages/sign-in-page.tsx')).toBe(true)
    expect(isPageModule('src/session/api-clients.ts')).toBe(false)
    expect(isPageModule('src/devtools/fault-panel.tsx')).toBe(false)
  })
})
