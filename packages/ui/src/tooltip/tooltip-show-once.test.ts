import { describe, expect, it } from 'vitest'
import { shouldShowOnce, type TooltipShowOnceStorage } from './tooltip-show-once.js'

const memory = (entries: Record<string, string> = {}): TooltipShowOnceStorage => ({
  getItem: (key) => entries[key] ?? null,
  setItem: (key, value) => {
    entries[key] = value
  },
})

describe('shouldShowOnce', () => {
  it('never opens by itself without a key', () => {
    expect(shouldShowOnce({ shown: false })).toBe(false)
  })

  it('follows the app’s own `shown` record first', () => {
    expect(shouldShowOnce({ key: 'k', shown: false, storage: memory({ k: '1' }) })).toBe(true)
    expect(shouldShowOnce({ key: 'k', shown: true })).toBe(false)
  })

  it('reads the injected storage when `shown` is not given', () => {
    expect(shouldShowOnce({ key: 'k', storage: memory() })).toBe(true)
    expect(shouldShowOnce({ key: 'k', storage: memory({ k: 'shown' }) })).toBe(false)
  })

  it('treats a storage that throws as shown', () => {
    const blocked: TooltipShowOnceStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    expect(shouldShowOnce({ key: 'k', storage: blocked })).toBe(false)
  })

  it('opens when there is a key and no record at all', () => {
    expect(shouldShowOnce({ key: 'k' })).toBe(true)
  })
})
