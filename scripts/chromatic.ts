// `npm run chromatic`: hosted visual review when a project token exists; a clean skip otherwise
// (the offline gate is `vitest --project visual`). Chromatic reads the token from the
// environment, so it never appears on a command line.
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping hosted visual review')
  process.exit(0)
}

const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1

// chromatic.config.json points Chromatic at the prebuilt storybook-static; extra arguments
// (e.g. `npm run chromatic -- --dry-run`) go to the Chromatic CLI.
const status =
  run(['storybook', 'build', '--quiet']) ||
  run(['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)])
process.exit(status)
