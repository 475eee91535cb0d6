import { createApiClient, type WalletServiceCard } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useBillingAddresses } from './use-billing-addresses.js'
import { useWallet, type WalletTimer } from './use-wallet.js'
import { createWalletServices } from './wallet-services.js'

type Reply = { status?: number; body: unknown }

function scripted(script: Record<string, (body: unknown, headers: Headers) => Reply>) {
  const calls: { key: string; headers: Headers; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ key, headers, body })
    const reply = script[key]?.(body, headers) ?? { status: 404, body: {} }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  const client = createApiClient({
    fetch,
    wallet: { appName: 'CLICKLIST', tenant: 'greenleaf', authType: 'B2C' },
    messageContext: { phone: '1-800-555-0100' },
  })
  return { client, calls }
}

const visa: WalletServiceCard = {
  id: 'v',
  cardType: 'CREDIT_CARD',
  brand: 'VISA',
  lastFourPan: '4242',
  expirationMonth: '04',
  expirationYear: '2030',
  expired: false,
  defaultApplications: ['CLICKLIST'],
  paymentGram: 'pg-v',
  address: {
    addressLines: ['1 Main St'],
    cityTown: 'Springfield',
    stateProvince: 'OH',
    postalCode: '45501',
    countryCode: 'US',
  },
}
const master: WalletServiceCard = {
  ...visa,
  id: 'm',
  brand: 'MASTERCARD',
  lastFourPan: '4444',
  defaultApplications: [],
}
const snap: WalletServiceCard = {
  id: 's',
  cardType: 'EBT_CARD',
  brand: 'EBT',
  lastFourPan: '0007',
  paymentGram: 'pg-s',
}
const gift: WalletServiceCard = {
  id: 'g',
  cardType: 'GIFT_CARD',
  brand: 'NONE',
  lastFourPan: '2500',
  balance: 'USD 25.00',
  paymentGram: 'pg-g',
}

/** A timer the test runs by hand: wallet-flyout.md §9 success banner 5000 ms. */
function manualTimer() {
  const pending = new Map<number, { run: () => void; ms: number }>()
  let next = 0
  const timer: WalletTimer = {
    set: (run, ms) => {
      next += 1
      pending.set(next, { run, ms })
      return next
    },
    clear: (handle) => pending.delete(handle as number),
  }
  const fire = () => {
    for (const [id, entry] of pending) {
      pending.delete(id)
      entry.run()
    }
  }
  return { timer, pending, fire }
}

const cardsReply = (cards: WalletServiceCard[]) => () => ({
  body: { data: { payment: { cards } } },
})

function setup(
  script: Parameters<typeof scripted>[0],
  extra: Partial<Parameters<typeof useWallet>[0]> = {},
) {
  const { client, calls } = scripted(script)
  const services = createWalletServices(client, {
    showSnapCards: true,
    showGiftCards: false,
    getGiftCardBalances: true,
  })
  const clock = manualTimer()
  const hook = renderHook(() =>
    useWallet({ services, appName: 'CLICKLIST', mode: 'checkout', timer: clock.timer, ...extra }),
  )
  return { ...hook, calls, clock, services }
}

describe('useWallet: wallet-flyout.md §4', () => {
  it('fetches with the walletConfig headers (§7), groups, and picks the preferred card (§4 "Default selection")', async () => {
    const { result, calls } = setup({
      'GET /payment/v2/wallet': cardsReply([master, visa, snap, gift]),
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    const headers = calls[0]?.headers
    expect(headers?.get('x-show-snap-card')).toBe('true')
    expect(headers?.get('x-show-gift-cards')).toBe('false')
    expect(headers?.get('x-giftcard-balance')).toBe('true')
    expect(headers?.get('x-application-id')).toBe('CLICKLIST')
    expect(result.current.groups.bankCards.map((c) => c.id)).toEqual(['v', 'm'])
    expect(result.current.selection).toEqual({ bankCardId: 'v', snapCardIds: [], giftCardIds: [] })
  })

  it('a failed fetch shows the catalogue text and Retry reloads (§2 "Card box", §8)', async () => {
    let fail = true
    const { result } = setup({
      'GET /payment/v2/wallet': () =>
        fail ? { status: 500, body: { errors: [{ statusCode: 500 }] } } : cardsReply([visa])(),
    })
    await waitFor(() => expect(result.current.load.status).toBe('error'))
    expect(result.current.load).toEqual({
      status: 'error',
      message:
        'There was a problem retrieving your cards, please retry. If the problem persists, please contact Customer Service at 1-800-555-0100.',
    })
    fail = false
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
  })

  it('working selection: copied on open, Discard Changes? when changed, discarded or confirmed (§4 "Selection", "Closing")', async () => {
    const onSelectionChange = vi.fn()
    const { result } = setup(
      { 'GET /payment/v2/wallet': cardsReply([visa, master]) },
      { onSelectionChange },
    )
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    expect(result.current.flyout).toMatchObject({ open: true, screen: 'CARD_LIST' })
    expect(result.current.title).toBe('Select Payment')
    expect(result.current.footer).toEqual(['Confirm', 'Cancel'])
    const m = result.current.cardOf('m')
    if (!m) throw new Error('m')
    act(() => result.current.toggle(m))
    act(() => result.current.exit())
    expect(result.current.flyout.screen).toBe('EXIT_CONFIRM')
    act(() => result.current.keepChanges())
    expect(result.current.flyout.screen).toBe('CARD_LIST')
    act(() => result.current.exit())
    act(() => result.current.discard())
    expect(result.current.flyout.open).toBe(false)
    expect(result.current.selection.bankCardId).toBe('v')
    act(() => result.current.open())
    expect(result.current.working.bankCardId).toBe('v')
    act(() => result.current.toggle(m))
    act(() => result.current.confirm())
    expect(result.current.selection.bankCardId).toBe('m')
    expect(onSelectionChange).toHaveBeenCalledOnce()
  })

  it('checkout mode with no bank card opens on Add card; Confirm without one shows the no-card error (§4)', async () => {
    const { result } = setup({ 'GET /payment/v2/wallet': cardsReply([]) })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    expect(result.current.flyout.screen).toBe('ADD_CARD')
    expect(result.current.title).toBe('Add Credit/Debit Card')
    act(() => result.current.back())
    act(() => result.current.confirm())
    expect(result.current.listError).toBe('Please add a new Credit/Debit card to continue.')
    expect(result.current.flyout.open).toBe(true)
  })

  it("my-wallet mode: 'Wallet', only Close, Escape closes directly", async () => {
    const { result } = setup({ 'GET /payment/v2/wallet': cardsReply([]) }, { mode: 'my-wallet' })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    expect(result.current.flyout.screen).toBe('CARD_LIST')
    expect(result.current.title).toBe('Wallet')
    expect(result.current.footer).toEqual(['Close'])
    act(() => result.current.exit())
    expect(result.current.flyout.open).toBe(false)
  })

  it("an added gift card is selected, 'Card Added!' shows and clears after 5 s (§4, §9)", async () => {
    const added: WalletServiceCard = {
      ...gift,
      id: 'g2',
      lastFourPan: '1000',
      balance: 'USD 10.00',
    }
    const { result, clock } = setup({
      'GET /payment/v2/wallet': cardsReply([visa]),
      'POST /payment/v2/wallet': () => ({ body: { data: { payment: { card: added } } } }),
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    act(() => result.current.go({ type: 'go', screen: 'ADD_GIFT_CARD' }))
    await act(async () => {
      const outcome = await result.current.addCard({
        dateTime: { timezone: 'UTC', value: '2026-11-02T10:00:00.000Z' },
        facilityId: '1',
        paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken: 'sandbox-lvt-2-gift-1000' },
      })
      expect(outcome).toEqual({ ok: true })
    })
    expect(result.current.flyout.screen).toBe('CARD_LIST')
    expect(result.current.success).toEqual({
      title: 'Card Added!',
      text: 'Your card has been successfully added.',
    })
    expect(result.current.working.giftCardIds).toEqual(['g2'])
    expect([...clock.pending.values()][0]?.ms).toBe(5000)
    act(() => clock.fire())
    expect(result.current.success).toBeUndefined()
  })

  it('a declined add keeps the form with the catalogue text (402, §8)', async () => {
    const { result } = setup({
      'GET /payment/v2/wallet': cardsReply([visa]),
      'POST /payment/v2/wallet': () => ({
        status: 402,
        body: { errors: [{ statusCode: 402, code: 'X' }] },
      }),
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    await act(async () => {
      const outcome = await result.current.addCard({
        dateTime: { timezone: 'UTC', value: '2026-11-02T10:00:00.000Z' },
        facilityId: '1',
        defaultCard: false,
        save: true,
        paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: 'sandbox-lvt-3-ebt-0007' },
      })
      expect(outcome).toMatchObject({
        ok: false,
        message:
          "We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
      })
    })
  })

  it("make preferred: the others' flag cleared, the card selected, 'Card Updated!' (§4)", async () => {
    const { result } = setup({
      'GET /payment/v2/wallet': cardsReply([visa, master]),
      'PUT /payment/v2/wallet/cards/defaults': () => ({ body: {} }),
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    const m = result.current.cardOf('m')
    if (!m) throw new Error('m')
    await act(async () => {
      await result.current.makePreferred(m)
    })
    expect(result.current.groups.bankCards.map((c) => [c.id, c.isPreferred])).toEqual([
      ['v', false],
      ['m', true],
    ])
    expect(result.current.working.bankCardId).toBe('m')
    expect(result.current.success?.title).toBe('Card Updated!')
  })

  it("delete removes the card and its selection with 'Card Deleted!'; a failure shows in the list (§4)", async () => {
    let fail = false
    const { result } = setup({
      'GET /payment/v2/wallet': cardsReply([visa, master]),
      'DELETE /payment/v2/wallet/v': () =>
        fail ? { status: 500, body: { errors: [{ statusCode: 500 }] } } : { body: {} },
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    act(() => result.current.open())
    const v = result.current.cardOf('v')
    if (!v) throw new Error('v')
    fail = true
    act(() => result.current.go({ type: 'go', screen: 'DELETE_CARD', cardId: 'v' }))
    await act(async () => {
      await result.current.deleteCard(v)
    })
    expect(result.current.flyout.screen).toBe('CARD_LIST')
    expect(result.current.listError).toBe(
      'There was a problem deleting your card, please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.',
    )
    fail = false
    await act(async () => {
      await result.current.deleteCard(v)
    })
    expect(result.current.groups.bankCards.map((c) => c.id)).toEqual(['m'])
    expect(result.current.working.bankCardId).toBeUndefined()
    expect(result.current.success?.title).toBe('Card Deleted!')
  })

  it('SNAP balance: codes 55 and 75 are the form errors; success gives every SNAP card the balance and closes when opened from the card box (§4 "Balances", §8)', async () => {
    const { result } = setup({
      'GET /payment/v2/wallet': cardsReply([visa, snap]),
      'POST /payment/v2/wallet/cards/ebt/balance': (body) => {
        const pin = (body as { paymentMethod: { encryptedPin: string } }).paymentMethod.encryptedPin
        if (pin.endsWith('5512'))
          return { status: 402, body: { errors: [{ statusCode: 402, code: '55' }] } }
        if (pin.endsWith('7512'))
          return { status: 402, body: { errors: [{ statusCode: 402, code: '75' }] } }
        return {
          body: {
            data: {
              payment: {
                data: { transactionBalanceInquiry: { remainingBalance: { snap: 142.37 } } },
              },
            },
          },
        }
      },
    })
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    const s = result.current.cardOf('s')
    if (!s) throw new Error('s')
    act(() => result.current.openBalance('s'))
    // No Back from the card box: the close control is the way out (§2).
    expect(result.current.header).toEqual({ back: false, close: true })
    await act(async () => {
      expect(await result.current.checkEbtBalance(s, 'sandbox-pin:5512')).toMatchObject({
        ok: false,
        message: 'Invalid PIN, please try again.',
        code: '55',
      })
      expect(await result.current.checkEbtBalance(s, 'sandbox-pin:7512')).toMatchObject({
        code: '75',
      })
      expect(await result.current.checkEbtBalance(s, 'sandbox-pin:1234')).toEqual({ ok: true })
    })
    expect(result.current.groups.snapCards[0]?.balance).toBe(142.37)
    expect(result.current.flyout.open).toBe(false)
  })
})

describe('useBillingAddresses: wallet-flyout.md §4 "Billing address flow"', () => {
  it('first failure a warning with Retry, the second the error; home first', async () => {
    let failures = 2
    const { client } = scripted({
      'GET /payment/v2/wallet/account/billing': () =>
        failures-- > 0
          ? { status: 500, body: { errors: [{ statusCode: 500 }] } }
          : {
              body: {
                data: {
                  payment: {
                    addresses: [
                      {
                        id: 'd',
                        type: 'delivery',
                        address: {
                          street: '2 Elm St',
                          locality: 'Columbus',
                          region: 'OH',
                          postalCode: '43004',
                          countryCode: 'US',
                        },
                      },
                      {
                        id: 'h',
                        type: 'home',
                        address: {
                          street: '1 Oak St',
                          locality: 'Columbus',
                          region: 'OH',
                          postalCode: '43004',
                          countryCode: 'US',
                        },
                      },
                    ],
                  },
                },
              },
            },
    })
    const services = createWalletServices(client, {
      showSnapCards: true,
      showGiftCards: true,
      getGiftCardBalances: true,
    })
    const { result } = renderHook(() => useBillingAddresses(services, undefined))
    await waitFor(() => expect(result.current.load.status).toBe('retry'))
    expect(result.current.load).toMatchObject({
      message:
        'There has been an error loading your address. Please try again by clicking "Retry".',
    })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.load.status).toBe('error'))
    expect(result.current.load).toMatchObject({
      message: "We couldn't load your saved address at this time . Please add a new address.",
    })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.load.status).toBe('ready'))
    expect(result.current.choices.map((c) => c.id)).toEqual(['h', 'd'])
    expect(result.current.defaultId).toBe('h')
  })
})
