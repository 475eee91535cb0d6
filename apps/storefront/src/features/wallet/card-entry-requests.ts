import { CARD_ENTRY_MESSAGE_TIMEOUT_MS, type CardEntryResult, messages } from '@aisle/api'

/**
 * The frame's pending requests (wallet-flyout.md §4 "Secure-field frame loading", §8
 * "Secure frame messaging errors"): each waits for the frame's answer to its id, up to
 * 11 s (§9). No frame to ask ('no-frame-target'), the frame gone while a request waits
 * ('window-missing') and no answer in time ('timeout') each resolve a failure whose text
 * is 'Invalid card information.'. ('Already listening' is listenForCardEntry's.)
 */
export type FrameMessagingError = 'no-frame-target' | 'window-missing' | 'timeout'

export const frameMessagingFailure = (responseCode: FrameMessagingError): CardEntryResult => ({
  ok: false,
  responseCode,
  message: messages.invalidCardInformation,
})

export interface FrameRequestTimer {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimer: FrameRequestTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

let requestCount = 0

export function createFrameRequests(timer: FrameRequestTimer = realTimer) {
  const waiting = new Map<string, (result: CardEntryResult) => void>()
  return {
    /**
     * Sends a request through `send` with a fresh id when there is a frame to ask
     * (`target` set); resolves the frame's answer or a messaging failure.
     */
    request<T>(target: T | undefined, send: (target: T, id: string) => void) {
      return new Promise<CardEntryResult>((resolve) => {
        if (target === undefined) {
          resolve(frameMessagingFailure('no-frame-target'))
          return
        }
        requestCount += 1
        const id = `r${requestCount}`
        const handle = timer.set(() => {
          waiting.delete(id)
          resolve(frameMessagingFailure('timeout'))
        }, CARD_ENTRY_MESSAGE_TIMEOUT_MS)
        waiting.set(id, (result) => {
          timer.clear(handle)
          resolve(result)
        })
        send(target, id)
      })
    },
    /** The frame's answer: settles the request of its id, if one waits. */
    answer(result: CardEntryResult): void {
      const id = result.requestId
      const resolve = id === undefined ? undefined : waiting.get(id)
      if (id === undefined || resolve === undefined) return
      waiting.delete(id)
      resolve(result)
    },
    /** The frame is gone: every waiting request fails with 'window-missing'. */
    dispose(): void {
      const all = [...waiting.values()]
      waiting.clear()
      for (const resolve of all) resolve(frameMessagingFailure('window-missing'))
    },
    get size() {
      return waiting.size
    },
  }
}

export type FrameRequests = ReturnType<typeof createFrameRequests>
