/**
 * Where the hosted card-entry frame lives. The sandbox picks its second port at start
 * and tells the page at /api/__sandbox/card-frame (apps/sandbox/src/server.ts); a real
 * deployment would answer the card processor's origin there. Undefined when unknown:
 * the card forms then offer the frame's retry message.
 */
let origin: Promise<string | undefined> | undefined

export function cardFrameOrigin(): Promise<string | undefined> {
  origin ??= fetch('/api/__sandbox/card-frame', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return undefined
      const body = (await response.json()) as { origin?: unknown }
      return typeof body.origin === 'string' ? body.origin : undefined
    })
    .catch(() => undefined)
  return origin
}

/** Stories and tests only: forget the answer, so the next call asks again. */
export function forgetCardFrameOrigin(): void {
  origin = undefined
}
