// Pure summaries of what the browser reports, so they can be tested without one.

export interface LayoutShift {
  value: number
  startTime: number
  hadRecentInput: boolean
}

/** Median of a list (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * CLS as Chrome defines it: shifts without recent input, grouped in session windows
 * (gap under 1 s, window under 5 s); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let best = 0
  let sum = 0
  let first = Number.NEGATIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  for (const s of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (s.hadRecentInput) continue
    if (s.startTime - last < 1000 && s.startTime - first < 5000) sum += s.value
    else {
      sum = s.value
      first = s.startTime
    }
    last = s.startTime
    best = Math.max(best, sum)
  }
  return best
}

/** Total blocking time as Lighthouse counts it: each long task's time beyond 50 ms. */
export function blockingTime(longTaskDurations: readonly number[]): number {
  return longTaskDurations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)
}

/**
 * One interaction's latency from its runs: each run is the longest Event Timing entry
 * of that interaction, or undefined when the browser reported none (it reports only
 * entries of 16 ms and more).
 */
export function latencyCell(runs: ReadonlyArray<number | undefined>): string {
  if (runs.length === 0) return 'not measured yet'
  const seen = runs.map((r) => r ?? 0)
  const under = runs.filter((r) => r === undefined).length
  const m = median(seen)
  const text = m < 16 ? '< 16 ms' : `${Math.round(m)} ms`
  return `${text} (max ${Math.max(...seen) < 16 ? '< 16' : Math.round(Math.max(...seen))} ms, ${runs.length} runs${under ? `, ${under} under 16 ms` : ''})`
}

/** A Markdown table from a header row and rows of cells. */
export function markdownTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
