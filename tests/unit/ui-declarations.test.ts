// @aisle/ui ships Panda's generated declarations (styled-system/); panda.config.ts rewrites
// their import specifiers so they type-check in a consumer under `skipLibCheck: false`.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  portableDeclaration,
  portableDeclarations,
} from '../../packages/ui/scripts/portable-declarations.js'

describe('portableDeclaration', () => {
  it('points relative .d.ts specifiers at the .js beside them', () => {
    expect(portableDeclaration("export * from './button.d.ts';")).toBe(
      "export * from './button.js';",
    )
    expect(
      portableDeclaration('import type { SystemStyleObject } from "../types/index.d.ts"'),
    ).toBe('import type { SystemStyleObject } from "../types/index.js"')
    expect(portableDeclaration("export type { RecipeVariant } from '../types/recipe.d.ts'")).toBe(
      "export type { RecipeVariant } from '../types/recipe.js'",
    )
  })

  it('names the index of the extensionless types directory', () => {
    expect(portableDeclaration("import type { Pretty } from '../types';")).toBe(
      "import type { Pretty } from '../types/index.js';",
    )
  })

  it('leaves packages, side-effect imports and .js specifiers as they are', () => {
    const kept = [
      "import type * as Panda from '@pandacss/dev'",
      "import './global.d.ts'",
      "export * from './button.js';",
      "import type { X } from 'some-lib/types.d.ts'",
    ].join('\n')
    expect(portableDeclaration(kept)).toBe(kept)
  })

  it('rewrites only the .d.ts files of the artifacts', () => {
    const [artifact] = portableDeclarations({
      artifacts: [
        {
          files: [
            { file: 'index.d.ts', code: "export * from './a.d.ts'" },
            { file: 'index.js', code: "export * from './a.d.ts'" },
            { file: 'empty.d.ts', code: undefined },
          ],
        },
      ],
    })
    expect(artifact?.files.map((f) => f.code)).toEqual([
      "export * from './a.js'",
      "export * from './a.d.ts'",
      undefined,
    ])
  })
})

describe('the generated styled-system declarations', () => {
  const dir = resolve(import.meta.dirname, '../../packages/ui/styled-system')
  const declarations = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.d.ts'),
  )

  it('import no declaration file by its .d.ts name', () => {
    expect(declarations.length).toBeGreaterThan(50)
    const offenders = declarations.filter((f) =>
      /\bfrom\s+['"]\.{1,2}\/[^'"]*\.d\.ts['"]/.test(readFileSync(join(dir, f), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
