import { describe, expect, it, vi } from 'vitest'
import { messages } from '../errors/messages.js'
import {
  CARD_ENTRY_ENTER_TYPE,
  CARD_ENTRY_MAX_RADIUS_PX,
  CARD_ENTRY_MESSAGE_TYPE,
  CARD_ENTRY_READY_TYPE,
  CARD_ENTRY_REQUEST_TYPE,
  type CardEntryResult,
  cardEntryRadius,
  cardEntryUrl,
  isCardEntryThemeValue,
  listenForCardEntry,
  type MessageTarget,
  requestCardEntry,
} from './card-entry.js'

/** A stand-in for `window`: an EventTarget that message events are dispatched on. */
const windowLike = () => {
  const target = new EventTarget()
  return { target, window: target as unknown as MessageTarget }
}

const frameOrigin = 'http://localhost:4001'
const parentOrigin = 'http://localhost:4000'

const accepted = {
  type: CARD_ENTRY_MESSAGE_TYPE,
  responseCode: '870',
  registrationId: 'sandbox-lvt-1-4242',
  firstSix: '424242',
  lastFour: '4242',
  expiry: '12/29',
}

function listen() {
  const { target, window } = windowLike()
  const results: CardEntryResult[] = []
  const stop = listenForCardEntry({
    frameOrigin,
    window,
    onResult: (result) => results.push(result),
  })
  const post = (data: unknown, origin = frameOrigin) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin }))
  return { window, results, stop, post }
}

describe('cardEntryUrl', () => {
  it('names the parent origin and, for SNAP EBT, the type (wallet-flyout.md §7 "ebt flag")', () => {
    expect(cardEntryUrl({ frameOrigin, parentOrigin })).toBe(
      'http://localhost:4001/card-entry?parentOrigin=http%3A%2F%2Flocalhost%3A4000',
    )
    expect(cardEntryUrl({ frameOrigin, parentOrigin, type: 'ebt' })).toMatch(/&type=ebt$/)
  })

  it('names an edit and its saved expiry, when well formed (MM and 20YY)', () => {
    const url = new URL(
      cardEntryUrl({
        frameOrigin,
        parentOrigin,
        type: 'edit',
        expiry: { month: '01', year: '2024' },
      }),
    )
    expect(url.searchParams.get('type')).toBe('edit')
    expect(url.searchParams.get('month')).toBe('01')
    expect(url.searchParams.get('year')).toBe('2024')
    const bad = new URL(
      cardEntryUrl({
        frameOrigin,
        parentOrigin,
        type: 'edit',
        expiry: { month: '13', year: '24' },
      }),
    )
    expect(bad.searchParams.has('month')).toBe(false)
    expect(bad.searchParams.has('year')).toBe(false)
  })

  it('names the gift and PIN types, and passes only well-formed theme values', () => {
    expect(cardEntryUrl({ frameOrigin, parentOrigin, type: 'gift' })).toMatch(/&type=gift$/)
    expect(cardEntryUrl({ frameOrigin, parentOrigin, type: 'pin' })).toMatch(/&type=pin$/)
    const url = new URL(
      cardEntryUrl({
        frameOrigin,
        parentOrigin,
        theme: { accent: '#0a5c36', text: 'red', border: '#abc', radius: '8px', error: 'url(x)' },
      }),
    )
    expect(url.searchParams.get('accent')).toBe('#0a5c36')
    expect(url.searchParams.get('border')).toBe('#abc')
    expect(url.searchParams.get('radius')).toBe('8px')
    expect(url.searchParams.has('text')).toBe(false)
    expect(url.searchParams.has('error')).toBe(false)
    expect(
      new URL(
        cardEntryUrl({ frameOrigin, parentOrigin, theme: { radius: '100px' } }),
      ).searchParams.has('radius'),
    ).toBe(false)
  })

  it("cardEntryRadius keeps a host radius within the frame's 0-99 px; a pill asks for 99 px", () => {
    expect(cardEntryRadius(8)).toBe('8px')
    expect(cardEntryRadius(7.6)).toBe('8px')
    expect(cardEntryRadius(9999)).toBe(`${CARD_ENTRY_MAX_RADIUS_PX}px`)
    expect(cardEntryRadius(-2)).toBe('0px')
    for (const px of [0, 8, 99, 100, 9999])
      expect(isCardEntryThemeValue('radius', cardEntryRadius(px))).toBe(true)
  })

  it.each(['localhost:4001', 'http://localhost:4001/', 'http://localhost:4001/x', 'null'])(
    'refuses %j as an origin',
    (origin) => {
      expect(() => cardEntryUrl({ frameOrigin: origin, parentOrigin })).toThrow(TypeError)
      expect(() => cardEntryUrl({ frameOrigin, parentOrigin: origin })).toThrow(TypeError)
    },
  )
})

describe('listenForCardEntry', () => {
  it('hands on the registration the frame posts, with first six and last four only', () => {
    const { results, post, stop } = listen()
    post(accepted)
    expect(results).toEqual([
      {
        ok: true,
        registrationId: 'sandbox-lvt-1-4242',
        firstSix: '424242',
        lastFour: '4242',
        expiry: '12/29',
        responseCode: '870',
      },
    ])
    stop()
  })

  it('takes a PIN registration, which names no card, and echoes the request id', () => {
    const { results, post, stop } = listen()
    post({
      type: CARD_ENTRY_MESSAGE_TYPE,
      responseCode: '870',
      registrationId: 'p-1',
      requestId: 'r1',
    })
    expect(results).toEqual([
      { ok: true, registrationId: 'p-1', responseCode: '870', requestId: 'r1' },
    ])
    post({ type: CARD_ENTRY_MESSAGE_TYPE, responseCode: '882', requestId: 'x'.repeat(41) })
    expect(results).toHaveLength(1)
    stop()
  })

  it('tells ready and Enter apart from results, from the frame origin only (§4)', () => {
    const { target, window } = windowLike()
    const onReady = vi.fn()
    const onEnter = vi.fn()
    const onResult = vi.fn()
    const stop = listenForCardEntry({ frameOrigin, window, onResult, onReady, onEnter })
    const post = (data: unknown, origin = frameOrigin) =>
      target.dispatchEvent(new MessageEvent('message', { data, origin }))
    post({ type: CARD_ENTRY_READY_TYPE }, 'http://evil.example')
    expect(onReady).not.toHaveBeenCalled()
    post({ type: CARD_ENTRY_READY_TYPE })
    post({ type: CARD_ENTRY_ENTER_TYPE })
    post({ type: CARD_ENTRY_ENTER_TYPE, cardNumber: '4242424242424242' })
    expect(onReady).toHaveBeenCalledTimes(1)
    expect(onEnter).toHaveBeenCalledTimes(1)
    expect(onResult).not.toHaveBeenCalled()
    stop()
  })

  it('asks the frame, at its exact origin, for a registration', () => {
    const postMessage = vi.fn()
    requestCardEntry({ postMessage }, frameOrigin, 'r7')
    expect(postMessage).toHaveBeenCalledWith(
      { type: CARD_ENTRY_REQUEST_TYPE, requestId: 'r7' },
      frameOrigin,
    )
    expect(() => requestCardEntry({ postMessage }, '*', 'r8')).toThrow(TypeError)
  })

  it('ignores messages from any other origin', () => {
    const { results, post, stop } = listen()
    post(accepted, 'http://localhost:4000')
    post(accepted, 'http://evil.example')
    post(accepted, 'null')
    expect(results).toEqual([])
    stop()
  })

  it('ignores payloads that are not the frame message, or carry more than it may', () => {
    const { results, post, stop } = listen()
    post('aisle:card-entry')
    post({ ...accepted, type: 'other' })
    post({ ...accepted, firstSix: '4242' })
    post({ ...accepted, cardNumber: '4242424242424242' })
    expect(results).toEqual([])
    stop()
  })

  it.each([
    ['871', messages.cardEntryInvalidCard],
    ['872', messages.cardEntryNumberTooShort],
    ['873', messages.cardEntryNumberTooLong],
    ['874', messages.cardEntryNumberNotNumeric],
    ['876', messages.cardEntryInvalidCard],
    ['881', messages.cardEntryInvalidCvv],
    ['882', messages.cardEntryCvvTooShort],
    ['883', messages.cardEntryCvvTooLong],
    ['893', messages.invalidPin],
    ['889', messages.invalidCardInformation],
  ])('gives code %s its catalogue text (wallet-flyout.md §5 "Card-entry codes")', (code, text) => {
    const { results, post, stop } = listen()
    post({ type: CARD_ENTRY_MESSAGE_TYPE, responseCode: code })
    expect(results).toEqual([{ ok: false, responseCode: code, message: text }])
    stop()
  })

  it('allows one listener per window until it stops (wallet-flyout.md §4)', () => {
    const { window, stop } = listen()
    const again = () => listenForCardEntry({ frameOrigin, window, onResult: vi.fn() })
    expect(again).toThrow(/Already listening/)
    stop()
    stop()
    again()()
  })

  it('stops listening when told', () => {
    const { results, post, stop } = listen()
    stop()
    post(accepted)
    expect(results).toEqual([])
  })
})
