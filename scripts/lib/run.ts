import { spawn } from 'node:child_process'

export interface StepResult {
  name: string
  ok: boolean
  seconds: number
}

/** Runs a shell command with inherited output; resolves with its outcome and duration. */
export function runStep(
  name: string,
  command: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StepResult> {
  const started = performance.now()
  process.stdout.write(`\n▶ ${name}: ${command}\n`)
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env })
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      const ok = code === 0
      process.stdout.write(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)\n`)
      resolve({ name, ok, seconds })
    })
  })
}
