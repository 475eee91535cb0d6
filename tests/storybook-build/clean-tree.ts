// A fresh clone of the working tree, for checks that must not see anything built: the
// tracked and not-ignored files only (no dist/, no styled-system/, no caches), with the
// root's installed dependencies linked in and the workspace packages linked to the copy.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** The workspace packages, as npm links them under node_modules/@aisle. */
const WORKSPACES: Record<string, string> = {
  api: 'packages/api',
  banners: 'packages/banners',
  flows: 'packages/flows',
  ui: 'packages/ui',
  sandbox: 'apps/sandbox',
  storefront: 'apps/storefront',
}

export function cleanTree(root: string): string {
  const tree = mkdtempSync(join(tmpdir(), 'aisle-clean-'))
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(tree, file)), { recursive: true })
    // A file deleted but not yet staged is still listed: skip it.
    try {
      cpSync(join(root, file), join(tree, file))
    } catch {}
  }
  // Installed dependencies as npm install leaves them, except the workspace links, which
  // point into the copy, so nothing of the original tree's dist/ is reachable.
  const modules = join(tree, 'node_modules')
  mkdirSync(join(modules, '@aisle'), { recursive: true })
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@aisle' || entry === '.cache' || entry === '.vite') continue
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry))
  }
  for (const [name, dir] of Object.entries(WORKSPACES))
    symlinkSync(join(tree, dir), join(modules, '@aisle', name))
  return tree
}
