import { describe, expect, it } from 'vitest'
import { getScrollEdges, getVisibleValues, sameValues } from './day-carousel-scroll.js'

describe('getScrollEdges', () => {
  it('is at both edges when nothing overflows', () => {
    expect(getScrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      atStart: true,
      atEnd: true,
    })
  })

  it('is at the start, then between, then at the end', () => {
    const metrics = { scrollWidth: 1000, clientWidth: 300 }
    expect(getScrollEdges({ ...metrics, scrollLeft: 0 })).toEqual({ atStart: true, atEnd: false })
    expect(getScrollEdges({ ...metrics, scrollLeft: 210 })).toEqual({
      atStart: false,
      atEnd: false,
    })
    expect(getScrollEdges({ ...metrics, scrollLeft: 700 })).toEqual({ atStart: false, atEnd: true })
  })

  it('tolerates a sub-pixel offset at either edge', () => {
    const metrics = { scrollWidth: 1000, clientWidth: 300 }
    expect(getScrollEdges({ ...metrics, scrollLeft: 0.6 }).atStart).toBe(true)
    expect(getScrollEdges({ ...metrics, scrollLeft: 699.4 }).atEnd).toBe(true)
  })

  it('reads right-to-left offsets, which run negative', () => {
    expect(getScrollEdges({ scrollLeft: -700, scrollWidth: 1000, clientWidth: 300 })).toEqual({
      atStart: false,
      atEnd: true,
    })
  })
})

describe('getVisibleValues', () => {
  const viewport = { left: 100, right: 400 }
  const items = [
    { value: 'mon', left: 0, right: 90 },
    { value: 'tue', left: 90, right: 190 },
    { value: 'wed', left: 200, right: 300 },
    { value: 'thu', left: 340, right: 440 },
    { value: 'fri', left: 450, right: 550 },
  ]

  it('lists the items at least half in view, in order', () => {
    expect(getVisibleValues(viewport, items)).toEqual(['tue', 'wed', 'thu'])
  })

  it('takes a stricter ratio', () => {
    expect(getVisibleValues(viewport, items, 1)).toEqual(['wed'])
  })

  it('ignores items with no width (not laid out)', () => {
    expect(getVisibleValues(viewport, [{ value: 'sat', left: 150, right: 150 }])).toEqual([])
  })
})

describe('sameValues', () => {
  it('compares values and order', () => {
    expect(sameValues(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameValues(['a'], ['a', 'b'])).toBe(false)
  })
})
