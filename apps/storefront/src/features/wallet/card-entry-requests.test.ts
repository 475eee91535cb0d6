// wallet-flyout.md §8 "Secure frame messaging errors: window missing, no frame target,
// already listening, timeout" (the first two and the last here; 'already listening' is
// packages/api card-entry.test.ts), §9 "frame message timeout 11 s".
import { CARD_ENTRY_SUCCESS_CODE, type CardEntryResult, messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { createFrameRequests, type FrameRequestTimer } from './card-entry-requests'

function fakeTimer() {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = []
  const timer: FrameRequestTimer = {
    set: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
    clear: (handle) => {
      const t = timers[handle as number]
      if (t) t.cleared = true
    },
  }
  return { timer, timers }
}

const invalid = (responseCode: string) => ({
  ok: false,
  responseCode,
  message: messages.invalidCardInformation,
})

describe('frame messaging errors (§8)', () => {
  it("no frame target: 'Invalid card information.' at once, nothing sent", async () => {
    const { timer, timers } = fakeTimer()
    const requests = createFrameRequests(timer)
    const sent: string[] = []
    const result = await requests.request<string>(undefined, (_, id) => sent.push(id))
    expect(result).toEqual(invalid('no-frame-target'))
    expect(messages.invalidCardInformation).toBe('Invalid card information.')
    expect(sent).toEqual([])
    expect(timers).toEqual([])
  })

  it("window missing: the frame goes while a request waits: 'Invalid card information.'", async () => {
    const { timer, timers } = fakeTimer()
    const requests = createFrameRequests(timer)
    const sent: string[] = []
    const pending = requests.request('frame', (_, id) => sent.push(id))
    expect(sent).toHaveLength(1)
    expect(requests.size).toBe(1)
    requests.dispose()
    expect(await pending).toEqual(invalid('window-missing'))
    expect(requests.size).toBe(0)
    // Its 11 s timer may still fire: the request is settled once only.
    timers[0]?.run()
    expect(await pending).toEqual(invalid('window-missing'))
  })

  it('timeout: no answer within 11 000 ms (§9)', async () => {
    const { timer, timers } = fakeTimer()
    const requests = createFrameRequests(timer)
    const pending = requests.request('frame', () => {})
    expect(timers[0]?.ms).toBe(11_000)
    timers[0]?.run()
    expect(await pending).toEqual(invalid('timeout'))
    expect(requests.size).toBe(0)
  })

  it("the frame's answer settles the request of its id only, and clears its timer", async () => {
    const { timer, timers } = fakeTimer()
    const requests = createFrameRequests(timer)
    const ids: string[] = []
    const first = requests.request('frame', (_, id) => ids.push(id))
    const second = requests.request('frame', (_, id) => ids.push(id))
    const answer: CardEntryResult = {
      ok: true,
      registrationId: 'sandbox-lvt-1-ab-4444',
      responseCode: CARD_ENTRY_SUCCESS_CODE,
      requestId: ids[1] as string,
    }
    requests.answer({ ...answer, requestId: 'someone-else' })
    requests.answer(answer)
    expect(await second).toEqual(answer)
    expect(timers[1]?.cleared).toBe(true)
    expect(timers[0]?.cleared).toBe(false)
    requests.dispose()
    expect(await first).toEqual(invalid('window-missing'))
  })
})
