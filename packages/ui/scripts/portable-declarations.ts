// Panda writes its declaration files with `.d.ts` import specifiers
// (`export * from './button.d.ts'`), which TypeScript rejects in a consumer's project
// under `skipLibCheck: false` ("A declaration file cannot be imported without
// 'import type'", TS2846), and one extensionless directory import that `NodeNext`
// cannot resolve. `@aisle/ui` ships these files (styled-system/), so panda.config.ts
// rewrites them as they are generated: `./button.d.ts` becomes `./button.js` (which
// TypeScript resolves to the declaration beside it) and `../types` becomes
// `../types/index.js`. Side-effect imports (`import './global.d.ts'`) stay as written.

const relativeDts = /(\bfrom\s+)(['"])(\.{1,2}\/[^'"]*?)\.d\.ts\2/g
const typesDirectory = /(\bfrom\s+)(['"])\.\.\/types\2/g

/** One declaration file's text with specifiers every module resolution accepts. */
export function portableDeclaration(code: string): string {
  return code
    .replace(
      relativeDts,
      (_, from: string, quote: string, path: string) => `${from}${quote}${path}.js${quote}`,
    )
    .replace(
      typesDirectory,
      (_, from: string, quote: string) => `${from}${quote}../types/index.js${quote}`,
    )
}

interface GeneratedFiles {
  files: Array<{ file: string; code: string | undefined }>
}

/** Panda's `codegen:prepare` hook: every generated `.d.ts` file made portable. */
export function portableDeclarations<A extends GeneratedFiles>({
  artifacts,
}: {
  artifacts: A[]
}): A[] {
  return artifacts.map((artifact) => ({
    ...artifact,
    files: artifact.files.map((f) =>
      f.file.endsWith('.d.ts') && f.code !== undefined
        ? { ...f, code: portableDeclaration(f.code) }
        : f,
    ),
  }))
}
