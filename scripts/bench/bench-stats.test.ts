import { describe, expect, it } from 'vitest'
import {
  blockingTime,
  cumulativeLayoutShift,
  latencyCell,
  markdownTable,
  median,
} from './bench-stats.ts'

describe('bench summaries', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
  it('counts only blocking time beyond 50 ms per long task', () => {
    expect(blockingTime([40, 60, 150])).toBe(110)
  })
  it('groups layout shifts into session windows and skips shifts after input', () => {
    const shifts = [
      { value: 0.1, startTime: 0, hadRecentInput: false },
      { value: 0.1, startTime: 500, hadRecentInput: false },
      { value: 0.5, startTime: 800, hadRecentInput: true },
      { value: 0.15, startTime: 3000, hadRecentInput: false },
    ]
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2)
    expect(cumulativeLayoutShift([])).toBe(0)
  })
  it('says "not measured yet" for an interaction with no runs, never a number', () => {
    expect(latencyCell([])).toBe('not measured yet')
  })
  it('reports runs under the 16 ms Event Timing threshold as such', () => {
    expect(latencyCell([undefined, undefined, 24])).toBe(
      '< 16 ms (max 24 ms, 3 runs, 2 under 16 ms)',
    )
    expect(latencyCell([40, 32, 56])).toBe('40 ms (max 56 ms, 3 runs)')
  })
  it('writes a Markdown table', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |')
  })
})
