import type { WalletCard, WalletGroups } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  closedFlyout,
  successBanner,
  walletFlyoutReducer,
  walletFooter,
  walletHeaderControls,
  walletTitle,
} from './screens.js'
import {
  addAvailability,
  balanceText,
  cardActions,
  cardDisplayName,
  confirmBlocker,
  defaultSelection,
  emptySelection,
  giftCardAddBlocker,
  selectBlocker,
  selectionChanged,
  toggleCard,
  type WalletOrderInfo,
  type WalletSelection,
} from './selection.js'
import {
  billingAddressErrors,
  billingSelectionError,
  expirationErrors,
  expirationYears,
  formatGiftCardNumber,
  giftCardNumberError,
  keepBillingPostalCode,
  nameError,
  pinError,
  saveAndPreferred,
  snapCardNumberError,
} from './validation.js'
import { addGiftCardRequest, addSnapCardRequest } from './wallet-requests.js'

const card = (id: string, over: Partial<WalletCard> = {}): WalletCard =>
  ({
    id,
    cardType: 'BANK_CARD',
    brand: 'VISA',
    lastFourPan: '4242',
    expired: false,
    saved: true,
    isPreferred: false,
    ...over,
  }) as WalletCard
const groups = (over: Partial<WalletGroups> = {}): WalletGroups => ({
  bankCards: [],
  giftCards: [],
  snapCards: [],
  ...over,
})

describe('default selection: wallet-flyout.md §4 "Default selection after a fetch"', () => {
  it('chooses the preferred bank card', () => {
    const g = groups({ bankCards: [card('p', { isPreferred: true }), card('b')] })
    expect(defaultSelection(g).bankCardId).toBe('p')
  })

  it('an expired preferred card is kept only when expired cards are allowed, else the first usable', () => {
    const g = groups({ bankCards: [card('p', { isPreferred: true, expired: true }), card('b')] })
    expect(defaultSelection(g).bankCardId).toBe('b')
    expect(defaultSelection(g, { allowExpired: true }).bankCardId).toBe('p')
    expect(defaultSelection(g, { selectDefaultCardOnly: true }).bankCardId).toBeUndefined()
  })

  it('without a preferred card: the first non-expired, falling back to the first; none with selectDefaultCardOnly', () => {
    expect(
      defaultSelection(groups({ bankCards: [card('x', { expired: true }), card('y')] })).bankCardId,
    ).toBe('y')
    expect(defaultSelection(groups({ bankCards: [card('x', { expired: true })] })).bankCardId).toBe(
      'x',
    )
    expect(
      defaultSelection(groups({ bankCards: [card('y')] }), { selectDefaultCardOnly: true })
        .bankCardId,
    ).toBeUndefined()
  })

  it('the first SNAP card only for SNAP-eligible orders with an EBT total above 0; never gift cards', () => {
    const g = groups({
      snapCards: [card('s', { cardType: 'EBT_CARD' })],
      giftCards: [card('g', { cardType: 'GIFT_CARD', balance: 10 })],
    })
    expect(
      defaultSelection(g, {
        orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 20 },
      }),
    ).toMatchObject({ snapCardIds: ['s'], giftCardIds: [] })
    expect(
      defaultSelection(g, {
        orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 },
      }).snapCardIds,
    ).toEqual([])
    expect(
      defaultSelection(g, {
        orderInfo: { total: 50, hasSnapEligibleItems: false, ebtTotalFromCheckout: 20 },
      }).snapCardIds,
    ).toEqual([])
  })
})

describe('selection: wallet-flyout.md §4 "Selection"', () => {
  const g = groups({
    bankCards: [card('a'), card('b'), card('old', { expired: true })],
    snapCards: [card('s', { cardType: 'EBT_CARD' })],
    giftCards: [
      card('g1', { cardType: 'GIFT_CARD', balance: 30 }),
      card('g2', { cardType: 'GIFT_CARD', balance: 25 }),
      card('g0', { cardType: 'GIFT_CARD', balance: 0 }),
    ],
  })
  const ctx = {
    mode: 'checkout' as const,
    orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 },
  }
  const pick = (sel: typeof emptySelection, id: string) => {
    const c = [...g.bankCards, ...g.snapCards, ...g.giftCards].find((x) => x.id === id)
    if (!c) throw new Error(id)
    return toggleCard(sel, c, g, ctx)
  }

  it('bank cards are radio-style; EBT and gift cards toggle', () => {
    let sel = pick(emptySelection, 'a')
    sel = pick(sel, 'b')
    expect(sel.bankCardId).toBe('b')
    sel = pick(pick(sel, 's'), 's')
    expect(sel.snapCardIds).toEqual([])
    expect(pick(sel, 'g1').giftCardIds).toEqual(['g1'])
  })

  it('an expired card or a zero-balance gift card cannot be selected', () => {
    expect(pick(emptySelection, 'old')).toEqual(emptySelection)
    expect(pick(emptySelection, 'g0')).toEqual(emptySelection)
  })

  it('once gift balances plus the EBT total meet the order total, other gift cards lock (not in my-wallet mode)', () => {
    const sel = pick(pick(emptySelection, 'g1'), 'g2')
    expect(sel.giftCardIds).toEqual(['g1', 'g2'])
    const locked = toggleCard(
      { ...emptySelection, giftCardIds: ['g1'] },
      card('g3', { cardType: 'GIFT_CARD', balance: 5 }),
      g,
      { ...ctx, ebtPaymentTotal: 20 },
    )
    expect(locked.giftCardIds).toEqual(['g1'])
    const c = g.giftCards[1] as WalletCard
    expect(
      selectBlocker(c, g, {
        ...ctx,
        mode: 'my-wallet',
        selection: { ...emptySelection, giftCardIds: ['g1'] },
        ebtPaymentTotal: 20,
      }),
    ).toBeUndefined()
  })

  it('selections differ when counts or ids differ', () => {
    expect(selectionChanged(emptySelection, { ...emptySelection })).toBe(false)
    expect(selectionChanged(emptySelection, { ...emptySelection, bankCardId: 'a' })).toBe(true)
    expect(
      selectionChanged(
        { ...emptySelection, giftCardIds: ['a', 'b'] },
        { ...emptySelection, giftCardIds: ['b', 'a'] },
      ),
    ).toBe(false)
  })
})

describe('card rows: wallet-flyout.md §2 "Card list" and §6', () => {
  it('menu: Edit only for saved cards, Delete, Make Preferred unless preferred or expired', () => {
    expect(cardActions(card('a'), 'CLICKLIST')).toEqual(['edit', 'delete', 'makePreferred'])
    expect(cardActions(card('a', { isPreferred: true }), 'CLICKLIST')).toEqual(['edit', 'delete'])
    expect(cardActions(card('a', { saved: false }), 'CLICKLIST')).toEqual([
      'delete',
      'makePreferred',
    ])
    expect(cardActions(card('s', { cardType: 'EBT_CARD' }), 'CLICKLIST')).toEqual(['delete'])
  })

  it('expired bank cards show only Edit; pharmacy hosts have no menu', () => {
    expect(cardActions(card('a', { expired: true }), 'CLICKLIST')).toEqual(['edit'])
    expect(cardActions(card('a'), 'RXWEB')).toEqual([])
    expect(cardActions(card('a', { expired: true }), 'EPRN')).toEqual(['edit'])
  })

  it("balances: EBT 'Check Balance' or 'N Remaining'; gift cards 'Balance Error' with Retry when missing", () => {
    expect(balanceText(card('s', { cardType: 'EBT_CARD' }))).toEqual({
      text: 'Check Balance',
      retry: false,
    })
    expect(balanceText(card('s', { cardType: 'EBT_CARD', balance: 42.5 }))?.text).toBe(
      '$42.50 Remaining',
    )
    expect(balanceText(card('g', { cardType: 'GIFT_CARD' }))).toEqual({
      text: 'Balance Error',
      retry: true,
    })
    expect(balanceText(card('a'))).toBeUndefined()
  })

  it("KPMC shows 'Rewards World Credit', FMPMC 'Rewards Credit'", () => {
    expect(cardDisplayName({ imageType: 'KPMC', brand: 'MASTERCARD' })).toBe('Rewards World Credit')
    expect(cardDisplayName({ imageType: 'FMPMC', brand: 'MASTERCARD' })).toBe('Rewards Credit')
    expect(cardDisplayName({ imageType: 'DS', brand: 'DISCOVER' })).toBe('DISCOVER')
  })

  it('SNAP and gift cards need a backup bank card in checkout mode; 1 SNAP and 5 gift cards at most (§5)', () => {
    expect(addAvailability(groups(), 'checkout')).toMatchObject({
      snap: false,
      gift: false,
      giftNote:
        'To add gift cards to your order, please first add a credit or debit card as your backup payment method.',
    })
    const full = groups({
      bankCards: [card('a')],
      snapCards: [card('s', { cardType: 'EBT_CARD' })],
      giftCards: ['1', '2', '3', '4', '5'].map((id) =>
        card(id, { cardType: 'GIFT_CARD', balance: 1 }),
      ),
    })
    expect(addAvailability(full, 'checkout')).toMatchObject({
      bank: true,
      snap: false,
      gift: false,
      // A disabled Add says why.
      snapNote:
        'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
      giftNote:
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    })
    expect(addAvailability(groups({ bankCards: [card('a')] }), 'checkout')).toMatchObject({
      snap: true,
      gift: true,
    })
  })
})

describe('flyout screens: wallet-flyout.md §2 "Header" and §4 "Closing"', () => {
  const open = walletFlyoutReducer(closedFlyout, { type: 'open', hasBankCards: true })

  it("titles per mode: 'Select Payment' or 'Wallet', and per screen", () => {
    expect(walletTitle(open, 'checkout')).toBe('Select Payment')
    expect(walletTitle(open, 'my-wallet')).toBe('Wallet')
    expect(walletTitle({ ...open, screen: 'EDIT_CARD' }, 'checkout')).toBe('Edit Credit/Debit Card')
    expect(walletTitle({ ...open, screen: 'UPDATE_ADDRESS' }, 'checkout')).toBe(
      'Add Billing Address',
    )
    expect(walletTitle({ ...open, screen: 'UPDATE_ADDRESS', addressId: 'a' }, 'checkout')).toBe(
      'Edit Billing Address',
    )
  })

  it('opening in checkout mode with no bank cards goes straight to add card', () => {
    expect(walletFlyoutReducer(closedFlyout, { type: 'open', hasBankCards: false }).screen).toBe(
      'ADD_CARD',
    )
  })

  it('back on the add screens and on check-balance unless opened from the card box; close on the list', () => {
    expect(walletHeaderControls(open)).toEqual({ back: false, close: true })
    const add = walletFlyoutReducer(open, { type: 'go', screen: 'ADD_GIFT_CARD' })
    expect(walletHeaderControls(add)).toEqual({ back: true, close: false })
    expect(walletFlyoutReducer(add, { type: 'back' }).screen).toBe('CARD_LIST')
    const fromBox = walletFlyoutReducer(closedFlyout, { type: 'openBalance', cardId: 's' })
    // §2: no Back from the card box, so the close control is its way out.
    expect(walletHeaderControls(fromBox)).toEqual({ back: false, close: true })
    expect(
      walletHeaderControls(
        walletFlyoutReducer(open, { type: 'go', screen: 'CHECK_BALANCE', cardId: 's' }),
      ).back,
    ).toBe(true)
  })

  it('a checked balance returns to the list, or closes when opened from the card box', () => {
    expect(
      walletFlyoutReducer(walletFlyoutReducer(open, { type: 'go', screen: 'CHECK_BALANCE' }), {
        type: 'balanceChecked',
      }).screen,
    ).toBe('CARD_LIST')
    expect(
      walletFlyoutReducer(walletFlyoutReducer(closedFlyout, { type: 'openBalance', cardId: 's' }), {
        type: 'balanceChecked',
      }).open,
    ).toBe(false)
  })

  it('exit closes directly when unchanged, else asks; Keep Changes returns to the list', () => {
    expect(walletFlyoutReducer(open, { type: 'exit', selectionChanged: false }).open).toBe(false)
    const asking = walletFlyoutReducer(open, { type: 'exit', selectionChanged: true })
    expect(asking.screen).toBe('EXIT_CONFIRM')
    expect(walletFlyoutReducer(asking, { type: 'keepChanges' }).screen).toBe('CARD_LIST')
    expect(walletFlyoutReducer(asking, { type: 'close' }).open).toBe(false)
  })

  it("success returns to the list with its banner ('Card Added!')", () => {
    const done = walletFlyoutReducer(
      walletFlyoutReducer(open, { type: 'go', screen: 'ADD_CARD' }),
      { type: 'done', success: 'added' },
    )
    expect(done.screen).toBe('CARD_LIST')
    expect(successBanner(done)).toEqual({
      title: 'Card Added!',
      text: 'Your card has been successfully added.',
    })
    expect(successBanner(walletFlyoutReducer(done, { type: 'clearSuccess' }))).toBeUndefined()
  })

  it('billing address screens go list → form → list → back to the card form', () => {
    let s = walletFlyoutReducer(open, { type: 'go', screen: 'EDIT_CARD', cardId: 'a' })
    s = walletFlyoutReducer(s, { type: 'openAddresses' })
    s = walletFlyoutReducer(s, { type: 'editAddress' })
    expect(s.screen).toBe('UPDATE_ADDRESS')
    s = walletFlyoutReducer(s, { type: 'addressSaved' })
    expect(s.screen).toBe('ADDRESS_LIST')
    s = walletFlyoutReducer(s, { type: 'addressPicked' })
    expect(s).toMatchObject({ screen: 'EDIT_CARD', cardId: 'a' })
  })

  it('footer: Confirm and Cancel in checkout mode, Close in my-wallet mode', () => {
    expect(walletFooter('checkout')).toEqual(['Confirm', 'Cancel'])
    expect(walletFooter('my-wallet')).toEqual(['Close'])
  })
})

describe('card forms: wallet-flyout.md §5', () => {
  it('names: required, at most 375, letters only', () => {
    expect(nameError('', 'first')).toBe('First Name is a required field.')
    expect(nameError('', 'last')).toBe('Last Name is a required field.')
    expect(nameError('x'.repeat(376), 'first')).toBe(
      'Maximum length for name fields is 375 characters.',
    )
    expect(nameError('R2D2', 'first')).toBe('Please enter a valid first name.')
    expect(nameError("Anne-Marie O'Neil", 'last')).toBeUndefined()
  })

  it('billing address rules and the selection messages', () => {
    const ok = {
      street: '100 Main St #4',
      city: 'Cincinnati',
      state: 'OH',
      postalCode: '45202-1234',
    }
    expect(billingAddressErrors(ok)).toEqual({})
    expect(billingAddressErrors({ street: '', city: '', state: '', postalCode: '' })).toEqual({
      street: 'Address is a required field.',
      city: 'City is a required field.',
      state: 'State/Province is a required field.',
      postalCode: 'Postal Code is a required field.',
    })
    expect(billingAddressErrors({ ...ok, street: 'x'.repeat(101) }).street).toBe(
      'Maximum length for address fields is 100 characters.',
    )
    expect(billingAddressErrors({ ...ok, street: '100 Main St!' }).street).toBe(
      'Address has invalid characters.',
    )
    expect(billingAddressErrors({ ...ok, city: 'x'.repeat(51) }).city).toBe(
      'Maximum length for city field is 50 characters.',
    )
    expect(billingAddressErrors({ ...ok, city: 'Cincinnati!' }).city).toBe(
      'City has invalid characters.',
    )
    expect(billingAddressErrors({ ...ok, postalCode: '4520' }).postalCode).toBe(
      'Please enter a valid postal code.',
    )
    expect(billingSelectionError(undefined)).toBe('Please select a billing address.')
    expect(billingSelectionError({ ...ok, city: 'C!' })).toMatch(
      /^We're sorry, but your billing address has invalid characters/,
    )
  })

  it('SNAP card 16-19 digits, gift card exactly 19 digits, PIN exactly 4', () => {
    expect(snapCardNumberError('')).toBe('Card Number is a required field.')
    expect(snapCardNumberError('1'.repeat(15))).toBe(
      'Card Number must be at least 16 characters long and at most 19 characters long.',
    )
    expect(snapCardNumberError('1'.repeat(16))).toBeUndefined()
    expect(giftCardNumberError('1'.repeat(18))).toBe(
      'Card Number must be exactly 19 characters long.',
    )
    expect(giftCardNumberError(formatGiftCardNumber('1'.repeat(19)))).toBeUndefined()
    expect(pinError('')).toBe('PIN is a required field.')
    expect(pinError('123')).toBe('PIN must be exactly 4 characters long.')
    expect(pinError('1234')).toBeUndefined()
  })

  it('gift card numbers get dashes after 10, 13 and 16 digits', () => {
    expect(formatGiftCardNumber('1234567890123456789')).toBe('1234567890-123-456-789')
    expect(formatGiftCardNumber('12345678901')).toBe('1234567890-1')
  })

  it('property: the formatted gift card number keeps the digits and stays within 22 characters', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const formatted = formatGiftCardNumber(raw)
        expect(formatted.length).toBeLessThanOrEqual(22)
        expect(formatted.replace(/-/g, '')).toBe(raw.replace(/\D/g, '').slice(0, 19))
      }),
    )
  })

  it('expiration: month and year rules, not in the past; years this year to +14', () => {
    const now = new Date(2026, 10, 22)
    expect(expirationErrors('', '', now)).toEqual({
      month: 'Expiration Month is a required field.',
      year: 'Expiration Year is a required field.',
    })
    expect(expirationErrors('13', '2027', now).month).toBe('Please enter a valid expiration month.')
    expect(expirationErrors('6', '2027', now).month).toBe(
      'Expiration Month needs to be in a 2-digit format. (ex: 06).',
    )
    expect(expirationErrors('06', '27', now).year).toBe('Please enter a valid expiration year.')
    expect(expirationErrors('10', '2026', now).date).toBe(
      'Expiration Date must be after the current date.',
    )
    expect(expirationErrors('11', '2026', now)).toEqual({})
    expect(expirationYears(now)).toHaveLength(15)
    expect(expirationYears(now)[0]).toBe(2026)
    expect(expirationYears(now).at(-1)).toBe(2040)
  })

  it("'Make this my preferred card' forces save on; unchecking save clears preferred", () => {
    expect(saveAndPreferred({ save: false, preferred: false }, { preferred: true })).toEqual({
      save: true,
      preferred: true,
    })
    expect(saveAndPreferred({ save: true, preferred: true }, { save: false })).toEqual({
      save: false,
      preferred: false,
    })
  })
})

describe('SNAP EBT and gift-card requests name the frame registration only (wallet-flyout.md §1, §7)', () => {
  const location = { storeId: '00000', facilityId: '00000' }
  const now = new Date('2026-03-01T12:00:00Z')
  it('a SNAP EBT card is sent as its registration id, with defaultCard false', () => {
    const request = addSnapCardRequest(
      { registrationId: 'sandbox-lvt-9-ab-0007' },
      true,
      location,
      now,
    )
    expect(request).toEqual({
      dateTime: { timezone: 'UTC', value: now.toISOString() },
      defaultCard: false,
      facilityId: '00000',
      paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: 'sandbox-lvt-9-ab-0007' },
      save: true,
    })
  })
  it('a gift card is sent as its registration id: no number and no PIN', () => {
    const request = addGiftCardRequest({ registrationId: 'r-1' }, location, now, 'CLICKLIST')
    expect(request.paymentMethod).toEqual({ paymentType: 'GIFT_CARD', lowValueToken: 'r-1' })
    expect(JSON.stringify(request)).not.toMatch(/"pan"|"pin"/)
  })
})

describe('Confirm and the gift-card form say why they cannot go on (wallet-flyout.md §4 "Closing", §8)', () => {
  const billing = {
    street: '1 Main St',
    locality: 'Springfield',
    region: 'OH',
    postalCode: '45501',
    countryCode: 'US',
  } as WalletCard['billingAddress']
  const sel = (over: Partial<WalletSelection> = {}): WalletSelection => ({
    ...emptySelection,
    ...over,
  })
  it('no bank card, none chosen, an expired one, one without a billing address', () => {
    expect(confirmBlocker(sel(), groups())).toBe('bankCardRequired')
    const visa = card('v', { billingAddress: billing })
    expect(confirmBlocker(sel(), groups({ bankCards: [visa] }))).toBe('noCardSelected')
    expect(
      confirmBlocker(
        sel({ bankCardId: 'x' }),
        groups({ bankCards: [card('x', { expired: true, billingAddress: billing })] }),
      ),
    ).toBe('cardExpired')
    expect(confirmBlocker(sel({ bankCardId: 'n' }), groups({ bankCards: [card('n')] }))).toBe(
      'billingAddressMissing',
    )
    expect(confirmBlocker(sel({ bankCardId: 'v' }), groups({ bankCards: [visa] }))).toBeUndefined()
  })
  it('at most 5 gift cards per order (§9): the 5th chosen blocks adding, the 4th does not', () => {
    const gifts = ['a', 'b', 'c', 'd', 'e'].map((id) =>
      card(id, { cardType: 'GIFT_CARD', balance: 1 }),
    )
    const g = groups({ giftCards: gifts })
    const context = { mode: 'checkout' as const, orderInfo: { total: 100 } as WalletOrderInfo }
    const chosen = (n: number) => sel({ giftCardIds: gifts.slice(0, n).map((c) => c.id) })
    expect(giftCardAddBlocker(g, { ...context, selection: chosen(4) })).toBeUndefined()
    expect(giftCardAddBlocker(g, { ...context, selection: chosen(5) })).toBe('giftCardOrderLimit')
    expect(
      giftCardAddBlocker(g, { ...context, mode: 'my-wallet', selection: chosen(5) }),
    ).toBeUndefined()
  })
  it('the chosen gift cards and the EBT amount covering the total block adding another', () => {
    const g = groups({ giftCards: [card('g', { cardType: 'GIFT_CARD', balance: 30 })] })
    const orderInfo = { total: 50 } as WalletOrderInfo
    const selection = sel({ giftCardIds: ['g'] })
    expect(
      giftCardAddBlocker(g, { mode: 'checkout', orderInfo, selection, ebtPaymentTotal: 19.99 }),
    ).toBeUndefined()
    expect(
      giftCardAddBlocker(g, { mode: 'checkout', orderInfo, selection, ebtPaymentTotal: 20 }),
    ).toBe('giftCardsCoverTotal')
  })
})

describe('billing postal codes: ZIP+4 and Canadian provinces (wallet-flyout.md §5, checkout.md §9)', () => {
  const address = (state: string, postalCode: string) =>
    billingAddressErrors({ street: '1 Main St', city: 'Springfield', state, postalCode })
  it('a US state takes 5 or 5+4 digits, and no Canadian code', () => {
    expect(address('OH', '45501')).toEqual({})
    expect(address('OH', '45501-1234')).toEqual({})
    expect(address('OH', '4550')).toEqual({ postalCode: 'Please enter a valid postal code.' })
    expect(address('OH', 'K1A 0B1')).toEqual({ postalCode: 'Please enter a valid postal code.' })
  })
  it('a Canadian province takes A1A 1A1, with or without the space, and no ZIP', () => {
    expect(address('ON', 'K1A 0B1')).toEqual({})
    expect(address('ON', 'K1A0B1')).toEqual({})
    expect(address('ON', '45501')).toEqual({ postalCode: 'Please enter a valid postal code.' })
  })
  it('the input keeps 10 characters (ZIP+4 with its dash), upper case, nothing else', () => {
    expect(keepBillingPostalCode('45501-12345')).toBe('45501-1234')
    expect(keepBillingPostalCode('k1a 0b1')).toBe('K1A 0B1')
    expect(keepBillingPostalCode('4550#1')).toBe('45501')
  })
})
