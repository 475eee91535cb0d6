import { type Checkout, type CustomerPreference, createApiClient } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import {
  DONT_RING_BELL_MARKER,
  decodeInstructions,
  encodeInstructions,
  instructionsError,
  instructionsText,
  noteLimit,
  notePreferenceReducer,
} from './instructions.js'
import { useCheckoutPage } from './use-checkout-page.js'
import { useInstructions } from './use-instructions.js'

// checkout.md §4 "Order instructions are saved or not; with the 'save' option on, the note
// is kept as a saved preference. Instructions are sent on blur."; §5 "'Leave at my door'
// acceptance required; 'Don't ring bell' optional"; §7 "Update fulfillment", "Customer
// preferences"; §9 instructions 128.

const CHECKOUT = '/api/checkout/v2/checkouts/checkout-9'
const PREFERENCES = '/api/atlas/v1/customer-profile/v1/preferences'
const NAME = 'orderInstructions.delivery'

const draft = (fulfillment: Checkout['fulfillment'] = {}): Checkout => ({
  id: 'checkout-9',
  versionKey: 'v1',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [{ cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'NONE' }],
  payments: [],
  fulfillment: { promise: { id: 'promise-1' }, ...fulfillment },
  summary: { itemCount: 2, cost: { itemTotal: 12, total: 12 } },
})

const kept = (value: string, versionKey = 'v1'): CustomerPreference => ({
  id: 'pref-note',
  name: NAME,
  value,
  userSet: true,
  versionKey,
})

/**
 * A checkout service that applies each fulfillment PUT to the checkout it keeps, and a
 * preferences service with at most one stored preference; every call is recorded.
 */
function service(start: Checkout, preference?: CustomerPreference) {
  let checkout = start
  let stored = preference
  const sent: { key: string; body: Record<string, unknown> | undefined }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    sent.push({ key, body })
    let answer: unknown = {}
    if (key === `GET ${CHECKOUT}`) answer = checkout
    else if (key === `PUT ${CHECKOUT}`) {
      const { fulfillment } = body as { fulfillment: Checkout['fulfillment'] }
      const n = Number(checkout.versionKey.slice(1)) + 1
      checkout = {
        ...checkout,
        versionKey: `v${n}`,
        fulfillment: { ...checkout.fulfillment, ...fulfillment },
      }
      answer = checkout
    } else if (key === `GET ${PREFERENCES}`) answer = { preferences: stored ? [stored] : [] }
    else if (key === `POST ${PREFERENCES}`) {
      stored = kept(String(body?.value))
      answer = stored
    } else if (key === `PUT ${PREFERENCES}/pref-note` && stored) {
      stored = { ...stored, value: String(body?.value), versionKey: `${stored.versionKey}+` }
      answer = stored
    }
    return jsonResponse(answer)
  })
  const client = createApiClient({ fetch })
  return {
    client,
    sent,
    checkout: () => checkout,
    stored: () => stored,
    calls: (key: string) => sent.filter((s) => s.key === key).map((s) => s.body),
  }
}

function render(s: ReturnType<typeof service>) {
  return renderHook(
    () => {
      const page = useCheckoutPage({ client: s.client, checkoutId: 'checkout-9' })
      return { page, form: useInstructions(page, { client: s.client, bannerId: 'greenleaf' }) }
    },
    { wrapper },
  )
}

/** Once the checkout and the saved note are read (`reads` preference reads so far). */
const ready = async (hook: ReturnType<typeof render>, s: ReturnType<typeof service>, reads = 1) => {
  await waitFor(() => expect(hook.result.current.page.checkout).toBeDefined())
  await waitFor(() => expect(s.calls(`GET ${PREFERENCES}`)).toHaveLength(reads))
  await act(async () => {})
}

describe('the \'save\' option (checkout.md §4 "Order instructions are saved or not")', () => {
  it('with save on, the note sent on blur is kept as the saved preference', async () => {
    const s = service(draft())
    const hook = render(s)
    await ready(hook, s)
    expect(hook.result.current.form.saveNote).toBe(false)
    act(() => hook.result.current.form.changeNote('Gate code 4411'))
    await act(() => hook.result.current.form.setSaveNote(true))
    await act(() => hook.result.current.form.blurNote())
    expect(s.calls(`PUT ${CHECKOUT}`)).toEqual([
      { versionKey: 'v1', payments: [], fulfillment: { instructions: 'Gate code 4411' } },
    ])
    expect(s.calls(`POST ${PREFERENCES}`)).toEqual([{ name: NAME, value: 'Gate code 4411' }])
    expect(s.stored()?.value).toBe('Gate code 4411')
    expect(hook.result.current.form.notePreference).toEqual({ status: 'saved' })
    // The same note again writes nothing more.
    await act(() => hook.result.current.form.blurNote())
    expect(s.calls(`POST ${PREFERENCES}`)).toHaveLength(1)
    expect(s.calls(`PUT ${PREFERENCES}/pref-note`)).toHaveLength(0)
  })

  it('with save off, the note goes to the order only and is not kept', async () => {
    const s = service(draft())
    const hook = render(s)
    await ready(hook, s)
    act(() => hook.result.current.form.changeNote('Back door'))
    await act(() => hook.result.current.form.blurNote())
    expect(s.checkout().fulfillment?.instructions).toBe('Back door')
    expect(s.sent.filter((c) => c.key.startsWith('POST') || c.key.includes('pref-'))).toEqual([])
    expect(s.stored()).toBeUndefined()
  })

  it('a saved note turns the option on and fills the field of an order without a note, sent on blur', async () => {
    const s = service(draft(), kept('Gate code 4411'))
    const hook = render(s)
    await ready(hook, s)
    expect(hook.result.current.form.saveNote).toBe(true)
    expect(hook.result.current.form.note).toBe('Gate code 4411')
    await act(() => hook.result.current.form.blurNote())
    expect(s.checkout().fulfillment?.instructions).toBe('Gate code 4411')
    // Already kept: no preference write.
    expect(s.calls(`PUT ${PREFERENCES}/pref-note`)).toHaveLength(0)
  })

  it("an order's own note wins over the saved one", async () => {
    const s = service(draft({ instructions: 'Side gate' }), kept('Gate code 4411'))
    const hook = render(s)
    await ready(hook, s)
    expect(hook.result.current.form.note).toBe('Side gate')
    expect(hook.result.current.form.saveNote).toBe(true)
  })

  it('turning save off drops the saved note (emptied with its versionKey)', async () => {
    const s = service(draft({ instructions: 'Gate code 4411' }), kept('Gate code 4411', 'v7'))
    const hook = render(s)
    await ready(hook, s)
    await act(() => hook.result.current.form.setSaveNote(false))
    expect(s.calls(`PUT ${PREFERENCES}/pref-note`)).toEqual([{ value: '', versionKey: 'v7' }])
    expect(hook.result.current.form.saveNote).toBe(false)
    // Back on: kept again, with the versionKey the last write answered.
    await act(() => hook.result.current.form.setSaveNote(true))
    expect(s.calls(`PUT ${PREFERENCES}/pref-note`)[1]).toEqual({
      value: 'Gate code 4411',
      versionKey: 'v7+',
    })
  })
})

describe('updates one after another (checkout.md §4 "Instructions are sent on blur"; §7 versionKey)', () => {
  it('a blur while another update is in flight waits for it and sends the note with the new versionKey', async () => {
    const s = service(draft())
    const hook = render(s)
    await ready(hook, s)
    act(() => hook.result.current.form.changeNote('Side gate'))
    let first: Promise<boolean> | undefined
    let second: Promise<void> | undefined
    act(() => {
      first = hook.result.current.page.send('delivery-type', {
        fulfillment: { deliveryType: 'Standard' },
      })
      second = hook.result.current.form.blurNote()
    })
    await act(async () => {
      await first
      await second
    })
    expect(await first).toBe(true)
    expect(s.calls(`PUT ${CHECKOUT}`)).toEqual([
      { versionKey: 'v1', payments: [], fulfillment: { deliveryType: 'Standard' } },
      { versionKey: 'v2', payments: [], fulfillment: { instructions: 'Side gate' } },
    ])
    expect(s.checkout().fulfillment?.instructions).toBe('Side gate')
    expect(hook.result.current.page.update).toEqual({ status: 'idle' })
  })
})

describe("'Leave at my door' and 'Don't ring bell' (checkout.md §5, §7 \"Update fulfillment\")", () => {
  it("'Leave at my door' sends deliveryType Contactless and needs its acceptance", async () => {
    const s = service(draft())
    const hook = render(s)
    await ready(hook, s)
    await act(() => hook.result.current.form.setContactless(true))
    expect(s.calls(`PUT ${CHECKOUT}`)).toEqual([
      { versionKey: 'v1', payments: [], fulfillment: { deliveryType: 'Contactless' } },
    ])
    expect(hook.result.current.form.contactless).toBe(true)
    expect(hook.result.current.form.acceptanceErrors).toEqual([
      `Please accept '${instructionsText.leaveAtMyDoor}' to continue.`,
    ])
    act(() => hook.result.current.form.setLeaveAtDoorAccepted(true))
    expect(hook.result.current.form.acceptanceErrors).toEqual([])
  })

  it("'Don't ring bell' goes to the order with the note and is read back after a reload", async () => {
    const s = service(draft({ instructions: 'Side gate' }))
    const hook = render(s)
    await ready(hook, s)
    await act(() => hook.result.current.form.setDontRingBell(true))
    expect(s.calls(`PUT ${CHECKOUT}`)).toEqual([
      {
        versionKey: 'v1',
        payments: [],
        fulfillment: { instructions: `Side gate${DONT_RING_BELL_MARKER}` },
      },
    ])
    expect(hook.result.current.form.dontRingBell).toBe(true)
    expect(hook.result.current.form.note).toBe('Side gate')

    const reloaded = render(s)
    await ready(reloaded, s, 2)
    expect(reloaded.result.current.form.dontRingBell).toBe(true)
    expect(reloaded.result.current.form.note).toBe('Side gate')
    // A changed note keeps the choice; turning it off sends the note alone.
    act(() => reloaded.result.current.form.changeNote('Blue door'))
    await act(() => reloaded.result.current.form.blurNote())
    expect(s.checkout().fulfillment?.instructions).toBe(`Blue door${DONT_RING_BELL_MARKER}`)
    await act(() => reloaded.result.current.form.setDontRingBell(false))
    expect(s.checkout().fulfillment?.instructions).toBe('Blue door')
  })

  it('a note too long to carry the marker is refused with its limit', async () => {
    const s = service(draft())
    const hook = render(s)
    await ready(hook, s)
    act(() => hook.result.current.form.changeNote('x'.repeat(120)))
    await act(() => hook.result.current.form.setDontRingBell(true))
    expect(hook.result.current.form.error).toBe(instructionsText.tooLongWithBell(110))
    expect(s.calls(`PUT ${CHECKOUT}`)).toHaveLength(0)
  })
})

describe('the note and its marker (checkout.md §5 "a special marker suffix is stripped from a note", §9)', () => {
  it('encodes and decodes both ways, the marker alone included', () => {
    for (const value of [
      { note: 'Side gate', dontRingBell: true },
      { note: 'Side gate', dontRingBell: false },
      { note: '', dontRingBell: true },
      { note: '', dontRingBell: false },
    ]) {
      expect(decodeInstructions(encodeInstructions(value))).toEqual(value)
    }
    expect(decodeInstructions(undefined)).toEqual({ note: '', dontRingBell: false })
  })

  it('keeps the stored instructions to 128 characters, the marker included', () => {
    expect(noteLimit(false)).toBe(128)
    expect(noteLimit(true)).toBe(128 - DONT_RING_BELL_MARKER.length)
    expect(
      encodeInstructions({ note: 'x'.repeat(noteLimit(true)), dontRingBell: true }),
    ).toHaveLength(128)
    expect(instructionsError('x'.repeat(128))).toBeUndefined()
    expect(instructionsError('x'.repeat(129))).toBe(instructionsText.tooLong)
    expect(instructionsError('x'.repeat(111), true)).toBe(instructionsText.tooLongWithBell(110))
  })

  it('writes the saved note one at a time and throws on an illegal move', () => {
    expect(notePreferenceReducer({ status: 'idle' }, { type: 'SAVE' })).toEqual({
      status: 'saving',
    })
    expect(notePreferenceReducer({ status: 'saving' }, { type: 'FAIL' })).toEqual({
      status: 'failed',
    })
    expect(() => notePreferenceReducer({ status: 'saving' }, { type: 'SAVE' })).toThrow(
      'Invalid action "SAVE" in state "saving"',
    )
    expect(() => notePreferenceReducer({ status: 'idle' }, { type: 'DONE' })).toThrow()
  })
})
