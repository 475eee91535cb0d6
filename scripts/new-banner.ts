// `npm run new-banner -- --id orchard --name "Orchard Fresh" --domain orchard.example --color "#0a7f3f"`
// Writes packages/banners/src/<id>.js (theme from the brand colour, registry entry with
// defaults), lists it in packages/banners/src/index.js and writes a placeholder logo to
// apps/storefront/public/banners/<id>/logo.svg. Storybook, the storefront's ?banner=,
// the contrast and visual tests pick the banner up from there.
import { spawnSync } from 'node:child_process'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { writeBanner } from './new-banner-lib.ts'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    domain: { type: 'string' },
    color: { type: 'string' },
  },
})
const { id, name, domain, color } = values
if (!id || !name || !domain || !color) {
  console.error(
    'Usage: npm run new-banner -- --id <id> --name "<Name>" --domain <host> --color "#rrggbb"',
  )
  process.exit(2)
}

let written: string[]
try {
  written = writeBanner(
    { id, name, domain, color },
    {
      banners: join(root, 'packages/banners/src'),
      publicDir: join(root, 'apps/storefront/public'),
    },
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
// Same formatting and import order as hand-written files.
spawnSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', ...written.slice(0, 2)], {
  cwd: root,
  stdio: 'ignore',
})
console.log(`Banner "${id}" written:\n${written.map((f) => `  ${relative(root, f)}`).join('\n')}`)
console.log(
  [
    'Next: replace the sample phone numbers and switches in the banner file, then',
    '  npm run visual:update   (the all-banners stories now show it; commit the new references)',
    '  npm test',
  ].join('\n'),
)
