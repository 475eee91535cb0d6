// Finds the Chromium that the browser tests drive (`CHROME_PATH`, else Debian's
// /usr/bin/chromium). When it is missing and we are root on Debian, installs Debian's
// package; otherwise stops and says what to install. Prints the path when run directly:
//   node scripts/ensure-chromium.ts
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const defaultChromePath = '/usr/bin/chromium'

/** What the decision needs to know about the machine. */
export interface ChromiumFacts {
  /** Value of `CHROME_PATH`, if set. */
  chromePath: string | undefined
  exists: (path: string) => boolean
  isDebian: boolean
  isRoot: boolean
}

export type ChromiumPlan =
  | { action: 'use'; path: string }
  | { action: 'install'; path: string; commands: ReadonlyArray<readonly [string, string[]]> }
  | { action: 'fail'; message: string }

export const aptCommands: ReadonlyArray<readonly [string, string[]]> = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', 'chromium']],
]

const howToFix = (path: string) =>
  [
    `Chromium was not found at ${path}.`,
    'The browser tests (stories, visual, end to end) need Chromium or Chrome. Either:',
    '  - install it: on Debian `sudo apt-get update && sudo apt-get install -y chromium`,',
    '    on Ubuntu `sudo apt-get install -y chromium-browser`, on macOS `brew install --cask chromium`;',
    '  - or point CHROME_PATH at a Chromium or Chrome binary you have, e.g.',
    '    CHROME_PATH=/usr/bin/google-chrome npm test',
  ].join('\n')

/** Pure decision: use the binary, install Debian's package, or stop with advice. */
export function planChromium(facts: ChromiumFacts): ChromiumPlan {
  const requested = facts.chromePath?.trim() || undefined
  const path = requested ?? defaultChromePath
  if (facts.exists(path)) return { action: 'use', path }
  // A path the user chose is theirs to fix: installing Debian's package would not create it.
  if (requested !== undefined && requested !== defaultChromePath) {
    return {
      action: 'fail',
      message: `CHROME_PATH is set to ${requested}, which does not exist.\n${howToFix(requested)}`,
    }
  }
  if (facts.isDebian && facts.isRoot) return { action: 'install', path, commands: aptCommands }
  return { action: 'fail', message: howToFix(path) }
}

/** Side effects, injectable for tests. */
export interface ChromiumHost extends ChromiumFacts {
  /** Runs a command with inherited stdio; resolves to its exit code. */
  run: (command: string, args: string[]) => number | Promise<number>
  log: (line: string) => void
  /** Reports a message and ends the process (exit code 1). */
  fail: (message: string) => never
}

export function nodeHost(env: NodeJS.ProcessEnv = process.env): ChromiumHost {
  return {
    chromePath: env.CHROME_PATH,
    exists: existsSync,
    isDebian: existsSync('/etc/debian_version'),
    isRoot: process.getuid?.() === 0,
    run: (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1,
    log: (line) => console.error(line),
    fail: (message) => {
      console.error(message)
      process.exit(1)
    },
  }
}

/** Resolves to the path of a Chromium that exists, installing it when allowed. */
export async function ensureChromium(host: ChromiumHost = nodeHost()): Promise<string> {
  const plan = planChromium(host)
  if (plan.action === 'use') return plan.path
  if (plan.action === 'fail') return host.fail(plan.message)

  host.log(`Chromium not found at ${plan.path}: installing Debian's chromium package (root).`)
  for (const [command, args] of plan.commands) {
    const code = await host.run(command, args)
    if (code !== 0) {
      return host.fail(
        `\`${[command, ...args].join(' ')}\` failed (exit ${code}).\n${howToFix(plan.path)}`,
      )
    }
  }
  if (!host.exists(plan.path)) {
    return host.fail(
      `Debian's chromium package was installed but ${plan.path} is missing.\n${howToFix(plan.path)}`,
    )
  }
  return plan.path
}

if (import.meta.main) {
  console.log(await ensureChromium())
}
