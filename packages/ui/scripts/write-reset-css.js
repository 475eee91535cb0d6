// Writes dist/reset.css (`@aisle/ui/reset.css`): Panda's reset in `@layer reset` and the
// document styles in `@layer base`, from panda.reset.config.ts at the repository root. It
// declares the kit's layer order first, so it may load before or after base.css.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../../', import.meta.url).pathname
const tmp = mkdtempSync(join(tmpdir(), 'aisle-reset-'))
const part = (type) => {
  const file = join(tmp, `${type}.css`)
  execFileSync(
    'panda',
    [
      'cssgen',
      type,
      '--silent',
      '--cwd',
      root,
      '--config',
      'panda.reset.config.ts',
      '--outfile',
      file,
    ],
    {
      stdio: 'inherit',
    },
  )
  return readFileSync(file, 'utf8')
}
const css = [
  '@layer reset, base, tokens, recipes, utilities;',
  part('preflight'),
  part('global'),
].join('\n\n')
rmSync(tmp, { recursive: true, force: true })
writeFileSync(new URL('../dist/reset.css', import.meta.url), css)
