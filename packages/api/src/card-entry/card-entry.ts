import * as z from 'zod/mini'
import { messageFor } from '../errors/index.js'

/** The `type` of every message the card-entry frame posts to its parent. */
export const CARD_ENTRY_MESSAGE_TYPE = 'aisle:card-entry'
/** The frame's page, on the frame's own origin. */
export const CARD_ENTRY_PATH = '/card-entry'
/** The response code of an accepted entry (the card processor's success code). */
export const CARD_ENTRY_SUCCESS_CODE = '870'

/** A bank (credit or debit) card, or a SNAP EBT card (card number and PIN). */
export type CardEntryType = 'card' | 'ebt'

const digits = (length: number) => z.string().check(z.regex(new RegExp(`^\\d{${length}}$`)))

/**
 * The wire shape of the frame's message. Strict: a message that carries anything
 * more (a card number, a PIN) is not one of ours and is refused whole.
 */
export const cardEntryMessageSchema = z.strictObject({
  type: z.literal(CARD_ENTRY_MESSAGE_TYPE),
  responseCode: z.string().check(z.regex(/^\d{2,3}$/)),
  registrationId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  firstSix: z.optional(digits(6)),
  lastFour: z.optional(digits(4)),
  /** MM/YY; absent for SNAP EBT cards. */
  expiry: z.optional(z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/))),
})
export type CardEntryMessage = z.infer<typeof cardEntryMessageSchema>

/** What the parent page gets: a registration to send on, or the text of the failure. */
export type CardEntryResult =
  | {
      ok: true
      registrationId: string
      firstSix: string
      lastFour: string
      expiry?: string
      responseCode: typeof CARD_ENTRY_SUCCESS_CODE
    }
  | { ok: false; responseCode: string; message: string }

const pinCodes = new Set(['55', '75', '893', '894'])

/**
 * The result of a parsed message: codes 871-874 and 876 (card number) and 881-883
 * (security code) give their own texts, PIN codes the PIN texts, and any other
 * code the generic 'Invalid card information.' (wallet-flyout.md §4, §5, §8).
 */
export function cardEntryResultOf(message: CardEntryMessage): CardEntryResult {
  const { responseCode, registrationId, firstSix, lastFour, expiry } = message
  if (
    responseCode === CARD_ENTRY_SUCCESS_CODE &&
    registrationId !== undefined &&
    firstSix !== undefined &&
    lastFour !== undefined
  ) {
    return {
      ok: true,
      registrationId,
      firstSix,
      lastFour,
      responseCode,
      ...(expiry === undefined ? {} : { expiry }),
    }
  }
  const text = pinCodes.has(responseCode)
    ? messageFor({ area: 'pin', code: responseCode })
    : messageFor({ area: 'cardEntry', code: responseCode })
  return { ok: false, responseCode, message: text }
}

/** An origin exactly as `URL.origin` writes it (`http://localhost:4001`), or a throw. */
function assertOrigin(name: string, value: string): void {
  let origin: string | undefined
  try {
    origin = new URL(value).origin
  } catch {
    origin = undefined
  }
  if (origin !== value || origin === 'null') {
    throw new TypeError(`${name} must be an origin such as https://pay.example, got "${value}"`)
  }
}

export interface CardEntryUrlOptions {
  /** The frame's origin (the sandbox's second port, or the card processor's). */
  frameOrigin: string
  /** The page that embeds the frame; the frame posts its result to this origin only. */
  parentOrigin: string
  /** @default 'card' */
  type?: CardEntryType
}

/** The `src` of the card-entry iframe. */
export function cardEntryUrl(options: CardEntryUrlOptions): string {
  assertOrigin('frameOrigin', options.frameOrigin)
  assertOrigin('parentOrigin', options.parentOrigin)
  const query = new URLSearchParams({ parentOrigin: options.parentOrigin })
  if (options.type === 'ebt') query.set('type', 'ebt')
  return `${options.frameOrigin}${CARD_ENTRY_PATH}?${query}`
}

/** The part of `window` the listener needs. */
export interface MessageTarget {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export interface ListenForCardEntryOptions {
  frameOrigin: string
  window: MessageTarget
  onResult: (result: CardEntryResult) => void
}

const listening = new WeakSet<MessageTarget>()

/**
 * Hands `onResult` each card-entry result the frame posts. Messages from any other
 * origin, and payloads that are not the frame's message, are ignored. One listener
 * per window (wallet-flyout.md §4 "only one listener per message type"): a second
 * call throws until the first one's stop function has run.
 */
export function listenForCardEntry(options: ListenForCardEntryOptions): () => void {
  assertOrigin('frameOrigin', options.frameOrigin)
  const target = options.window
  if (listening.has(target)) {
    throw new Error('Already listening for card-entry results on this window')
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== options.frameOrigin) return
    const parsed = cardEntryMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    options.onResult(cardEntryResultOf(parsed.data))
  }
  target.addEventListener('message', onMessage)
  listening.add(target)
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    target.removeEventListener('message', onMessage)
    listening.delete(target)
  }
}
