import { describe, expect, it } from 'vitest'
import { formatSlowest, slowestFiles, type VitestJsonReport } from './slowest-files.ts'

const file = (name: string, ms: number) => ({
  name: `/repo/${name}`,
  startTime: 1000,
  endTime: 1000 + ms,
})

describe('the slowest test files npm test prints', () => {
  const report: VitestJsonReport = {
    testResults: Array.from({ length: 12 }, (_, i) => file(`t/f${i}.test.ts`, (i + 1) * 250)),
  }

  it('keeps the ten slowest, slowest first, relative to the root', () => {
    const top = slowestFiles(report, '/repo')
    expect(top).toHaveLength(10)
    expect(top[0]).toEqual({ file: 't/f11.test.ts', seconds: 3 })
    expect(top.at(-1)).toEqual({ file: 't/f2.test.ts', seconds: 0.75 })
  })

  it('lists every file when there are fewer than ten, and none for a count of 0', () => {
    expect(slowestFiles({ testResults: [file('a.test.ts', 5)] }, '/repo')).toHaveLength(1)
    expect(slowestFiles(report, '/repo', 0)).toEqual([])
    expect(slowestFiles({ testResults: [] }, '/repo')).toEqual([])
  })

  it('orders equal durations by path and never reports a negative one', () => {
    const tied = {
      testResults: [file('b.test.ts', 10), file('a.test.ts', 10), file('c.test.ts', -5)],
    }
    expect(slowestFiles(tied, '/repo').map((t) => t.file)).toEqual([
      'a.test.ts',
      'b.test.ts',
      'c.test.ts',
    ])
    expect(slowestFiles(tied, '/repo').at(-1)?.seconds).toBe(0)
  })

  it('prints a heading and one aligned line per file, or nothing', () => {
    const text = formatSlowest([
      { file: 'slow.test.ts', seconds: 12.34 },
      { file: 'quick.test.ts', seconds: 0.5 },
    ])
    expect(text).toBe('\nSlowest test files:\n  12.3 s  slow.test.ts\n   0.5 s  quick.test.ts\n')
    expect(formatSlowest([])).toBe('')
  })
})
