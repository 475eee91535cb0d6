import { CARD_ENTRY_MESSAGE_TIMEOUT_MS } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { frameTimeoutMs } from './card-entry-timing'

describe('card-entry frame timing (wallet-flyout.md §4 "Secure-field frame loading", §9)', () => {
  it('waits 10 s for the frame, 10 s more per retry, never more than 30 s', () => {
    expect([0, 1, 2, 3, 10].map(frameTimeoutMs)).toEqual([10_000, 20_000, 30_000, 30_000, 30_000])
  })
  it('gives a message to the frame 11 s', () => {
    expect(CARD_ENTRY_MESSAGE_TIMEOUT_MS).toBe(11_000)
  })
})
