import { relative } from 'node:path'

/** The part of Vitest's JSON report (`--reporter=json`) read here: one entry per test file. */
export interface VitestJsonReport {
  testResults: ReadonlyArray<{ name: string; startTime: number; endTime: number }>
}

export interface FileTiming {
  file: string
  seconds: number
}

/** The `count` test files that took longest, slowest first, with paths relative to `root`. */
export function slowestFiles(report: VitestJsonReport, root: string, count = 10): FileTiming[] {
  return report.testResults
    .map((r) => ({
      file: relative(root, r.name),
      seconds: Math.max(0, r.endTime - r.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, Math.max(0, count))
}

/** The lines `npm test` prints: a heading, then one right-aligned duration per file. */
export function formatSlowest(timings: readonly FileTiming[]): string {
  if (timings.length === 0) return ''
  const width = Math.max(...timings.map((t) => t.seconds.toFixed(1).length))
  const rows = timings.map((t) => `  ${t.seconds.toFixed(1).padStart(width)} s  ${t.file}\n`)
  return `\nSlowest test files:\n${rows.join('')}`
}
