import * as z from 'zod/mini'
import { messageFor } from '../errors/index.js'

/** The `type` of every message the card-entry frame posts to its parent. */
export const CARD_ENTRY_MESSAGE_TYPE = 'aisle:card-entry'
/** The frame's page, on the frame's own origin. */
export const CARD_ENTRY_PATH = '/card-entry'
/** The response code of an accepted entry (the card processor's success code). */
export const CARD_ENTRY_SUCCESS_CODE = '870'

/** The host asks the frame for a registration with this message (wallet-flyout.md §4). */
export const CARD_ENTRY_REQUEST_TYPE = 'aisle:card-entry-request'
/** The frame says its page is up and listening: only then does it count as loaded (§4). */
export const CARD_ENTRY_READY_TYPE = 'aisle:card-entry-ready'
/** The shopper pressed Enter inside the frame: the host runs its one Submit (§4). */
export const CARD_ENTRY_ENTER_TYPE = 'aisle:card-entry-enter'
/** Messages to the frame time out after 11 seconds (wallet-flyout.md §9). */
export const CARD_ENTRY_MESSAGE_TIMEOUT_MS = 11_000

/**
 * What the frame takes: a bank card (number, expiry, CVV), a SNAP EBT card (number), a
 * gift card (number and PIN), a SNAP EBT PIN for a balance check, or a saved card's new
 * expiry and CVV (edit).
 */
export type CardEntryType = 'card' | 'ebt' | 'gift' | 'pin' | 'edit'
export const CARD_ENTRY_TYPES: readonly CardEntryType[] = ['card', 'ebt', 'gift', 'pin', 'edit']

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
  /** Echoes the host's request, so a late answer to an earlier request is known. */
  requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type CardEntryMessage = z.infer<typeof cardEntryMessageSchema>

/** What the parent page gets: a registration to send on, or the text of the failure. */
export type CardEntryResult =
  | {
      ok: true
      registrationId: string
      /** Absent for a PIN entry, which names no card. */
      firstSix?: string
      lastFour?: string
      expiry?: string
      responseCode: typeof CARD_ENTRY_SUCCESS_CODE
      requestId?: string
    }
  | { ok: false; responseCode: string; message: string; requestId?: string }

const pinCodes = new Set(['55', '75', '893', '894'])

/**
 * The result of a parsed message: codes 871-874 and 876 (card number) and 881-883
 * (security code) give their own texts, PIN codes the PIN texts, and any other
 * code the generic 'Invalid card information.' (wallet-flyout.md §4, §5, §8).
 */
export function cardEntryResultOf(message: CardEntryMessage): CardEntryResult {
  const { responseCode, registrationId, firstSix, lastFour, expiry, requestId } = message
  const echo = requestId === undefined ? {} : { requestId }
  if (responseCode === CARD_ENTRY_SUCCESS_CODE && registrationId !== undefined) {
    return {
      ok: true,
      registrationId,
      ...(firstSix === undefined ? {} : { firstSix }),
      ...(lastFour === undefined ? {} : { lastFour }),
      responseCode,
      ...(expiry === undefined ? {} : { expiry }),
      ...echo,
    }
  }
  const text = pinCodes.has(responseCode)
    ? messageFor({ area: 'pin', code: responseCode })
    : messageFor({ area: 'cardEntry', code: responseCode })
  return { ok: false, responseCode, message: text, ...echo }
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
  /**
   * The host's look, so the frame matches the banner: colours as `#rgb`/`#rrggbb` and a
   * radius in px. Anything else is left out (the frame also refuses it).
   */
  theme?: CardEntryTheme
  /** An edit's saved expiry, selected first in its lists: month MM, year 20YY. */
  expiry?: { month: string; year: string }
}

/** The few tokens the frame takes from the host page's banner theme. */
export interface CardEntryTheme {
  accent?: string
  text?: string
  border?: string
  error?: string
  radius?: string
}
const THEME_KEYS = ['accent', 'text', 'border', 'error', 'radius'] as const
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
/** The largest corner radius the frame takes, in px: two digits. */
export const CARD_ENTRY_MAX_RADIUS_PX = 99
const RADIUS = /^\d{1,2}px$/

/**
 * The frame's `radius` for a host control radius in px, within the frame's bound. A pill
 * radius (a theme's `full`, 9999 px) asks for the largest, which still rounds the frame's
 * fields into pills: a corner is drawn at most half the field's height.
 */
export function cardEntryRadius(px: number): string {
  return `${Math.min(Math.max(Math.round(px), 0), CARD_ENTRY_MAX_RADIUS_PX)}px`
}

/** Whether a theme value is one the frame takes: a hex colour, or a radius of 0-99 px. */
export function isCardEntryThemeValue(key: keyof CardEntryTheme, value: string): boolean {
  return key === 'radius' ? RADIUS.test(value) : HEX_COLOUR.test(value)
}

/** The `src` of the card-entry iframe. */
export function cardEntryUrl(options: CardEntryUrlOptions): string {
  assertOrigin('frameOrigin', options.frameOrigin)
  assertOrigin('parentOrigin', options.parentOrigin)
  const query = new URLSearchParams({ parentOrigin: options.parentOrigin })
  if (options.type !== undefined && options.type !== 'card') query.set('type', options.type)
  const { expiry } = options
  if (expiry !== undefined && /^(0[1-9]|1[0-2])$/.test(expiry.month)) {
    query.set('month', expiry.month)
  }
  if (expiry !== undefined && /^20\d{2}$/.test(expiry.year)) query.set('year', expiry.year)
  for (const key of THEME_KEYS) {
    const value = options.theme?.[key]
    if (value !== undefined && isCardEntryThemeValue(key, value)) query.set(key, value)
  }
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
  /** The frame's page is up and listens for requests (it counts as loaded only then). */
  onReady?: () => void
  /** The shopper pressed Enter in the frame. */
  onEnter?: () => void
}

const signalSchema = z.strictObject({
  type: z.enum([CARD_ENTRY_READY_TYPE, CARD_ENTRY_ENTER_TYPE]),
})

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
    const signal = signalSchema.safeParse(event.data)
    if (signal.success) {
      if (signal.data.type === CARD_ENTRY_READY_TYPE) options.onReady?.()
      else options.onEnter?.()
      return
    }
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

/** The part of the frame's `contentWindow` a request needs. */
export interface FrameTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

/**
 * Asks the frame to check and register what was typed (wallet-flyout.md §4 "Add-card
 * submission": the host validates, then asks the frame). The answer comes through
 * `listenForCardEntry` with the same `requestId`.
 */
export function requestCardEntry(frame: FrameTarget, frameOrigin: string, requestId: string): void {
  assertOrigin('frameOrigin', frameOrigin)
  frame.postMessage({ type: CARD_ENTRY_REQUEST_TYPE, requestId }, frameOrigin)
}
