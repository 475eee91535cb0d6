// `npm start`: builds the packages and the storefront, then runs the sandbox, which serves
// the storefront, the service API on its SQLite file and the card-entry frame.
import { spawn } from 'node:child_process'
import { runStep } from './lib/run.ts'

const built = await runStep(
  'build the storefront and its packages',
  'turbo run build --filter=@aisle/storefront... --output-logs=errors-only',
)
if (!built.ok) process.exit(1)

// The development switch: the storefront's fault panel may arm faults, from the storefront's
// own pages and from the Vite dev server's (`npm run dev`, which proxies /api here).
const sandbox = spawn(process.execPath, ['apps/sandbox/src/main.ts'], {
  stdio: 'inherit',
  env: {
    AISLE_SANDBOX_DEV: '1',
    AISLE_SANDBOX_DEV_ORIGINS: 'http://localhost:5173',
    ...process.env,
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => sandbox.kill(signal))
}
sandbox.on('exit', (code) => process.exit(code ?? 0))
