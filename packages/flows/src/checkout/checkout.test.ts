import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confirmationText, orderedOnDate } from './confirmation.js'
import {
  contactDrawerOpensByItself,
  contactErrors,
  contactPhoneDigits,
  orderSubmitContactErrors,
  smsOptInEnabled,
} from './contact.js'
import {
  contactlessAvailable,
  deliveryAcceptanceErrors,
  instructionsError,
  notePreview,
  thirdPartyAgreementMessage,
} from './instructions.js'
import { costChange } from './order-totals.js'
import {
  bankCardAuthorization,
  giftCardDisabled,
  onSnapChecked,
  paymentStepRedirect,
  paymentUpdateFailureModal,
  placeOrderLabel,
  shouldAutoUpdatePayment,
} from './payment-step.js'
import {
  centsToDollarsInput,
  customTipError,
  customTipNotice,
  promoCodeError,
  promoText,
  snapAmountError,
  tipOptions,
  tipPercent,
} from './tip-promo.js'

describe('contact: checkout.md §5 "Contact"', () => {
  const ok = { firstName: 'Avery', lastName: 'Quinn', phone: '(513) 555-0148', smsOptin: false }

  it("first and last name required ('{field} is a required field'), at most 40, name pattern", () => {
    expect(contactErrors(ok)).toEqual({})
    expect(contactErrors({ ...ok, firstName: '', lastName: ' ', phone: '' })).toEqual({
      firstName: 'First Name is a required field',
      lastName: 'Last Name is a required field',
      phone: 'Phone is a required field',
    })
    expect(contactErrors({ ...ok, firstName: 'x'.repeat(41) }).firstName).toBeDefined()
    expect(contactErrors({ ...ok, lastName: 'Qu1nn' }).lastName).toBeDefined()
    expect(contactErrors({ ...ok, lastName: "O'Neil-Smith" })).toEqual({})
  })

  it('phone: 10 digits; 11 digits with a leading 1 have it stripped', () => {
    expect(contactPhoneDigits('1 (513) 555-0148')).toBe('5135550148')
    expect(contactPhoneDigits('+15135550148')).toBe('5135550148')
    expect(contactErrors({ ...ok, phone: '555-0148' }).phone).toBeDefined()
  })

  it('the SMS opt-in is disabled unless the phone is valid', () => {
    expect(smsOptInEnabled('513555014')).toBe(false)
    expect(smsOptInEnabled('5135550148')).toBe(true)
  })

  it('the contact drawer opens by itself when a name is missing (§4)', () => {
    expect(contactDrawerOpensByItself({ firstName: 'A', lastName: '' })).toBe(true)
    expect(contactDrawerOpensByItself({ firstName: 'A', lastName: 'B' })).toBe(false)
  })

  it('placing needs phone, first and last name with their messages', () => {
    expect(orderSubmitContactErrors({})).toEqual([
      'Phone number is required',
      'First name is required',
      'Last name is required',
    ])
  })
})

describe('instructions: checkout.md §5 and §9', () => {
  it('max 128; previews cut at 54, 38 compact', () => {
    expect(instructionsError('x'.repeat(128))).toBeUndefined()
    expect(instructionsError('x'.repeat(129))).toBeDefined()
    expect(notePreview('x'.repeat(60), false)).toBe(`${'x'.repeat(54)}…`)
    expect(notePreview('x'.repeat(60), true)).toBe(`${'x'.repeat(38)}…`)
    expect(notePreview('short', true)).toBe('short')
  })

  it('contactless is unavailable with age-restricted items', () => {
    expect(contactlessAvailable({ hasAgeRestrictedItems: true })).toBe(false)
    expect(contactlessAvailable({ hasAgeRestrictedItems: false })).toBe(true)
  })

  it('third-party agreements and their messages', () => {
    expect(thirdPartyAgreementMessage('instacart')).toBe(
      'You must agree to the Instacart Terms of Service to place your order.',
    )
    expect(thirdPartyAgreementMessage('courier-partner')).toBe(
      "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
    )
    expect(thirdPartyAgreementMessage(undefined)).toBeUndefined()
    expect(
      deliveryAcceptanceErrors(
        { deliveryType: 'Standard', leaveAtDoorAccepted: false, thirdPartyAccepted: true },
        'instacart',
      ),
    ).toEqual([])
    expect(
      deliveryAcceptanceErrors(
        { deliveryType: 'Contactless', leaveAtDoorAccepted: false, thirdPartyAccepted: false },
        'instacart',
      ),
    ).toHaveLength(2)
  })
})

describe('tip and promo: checkout.md §4 and §5', () => {
  it("options hide zero-value suggestions and add 'None' and 'Other Amount'", () => {
    const options = tipOptions([
      { label: '$0', value: 0 },
      { label: '$5', value: 5 },
      { label: '$8', value: 8 },
    ])
    expect(options.map((o) => o.label)).toEqual(['$5', '$8', 'None', 'Other Amount'])
    expect(options.find((o) => o.label === 'None')?.value).toBe(0)
  })

  it('the percent is rounded from tip over subtotal', () => {
    expect(tipPercent(5, 42)).toBe(12)
    expect(tipPercent(5, 0)).toBe(0)
  })

  it("a custom tip is required ('Tip is a required field'), 2 decimals, capped", () => {
    expect(customTipError('', 100)).toBe('Tip is a required field')
    expect(customTipError('5.123', 100)).toBeDefined()
    expect(customTipError('$5.12', 100)).toBeUndefined()
    expect(customTipError('150', 100)).toBe('The maximum tip is $100.00')
  })

  it('§5 "Custom tip": an amount over the maximum replaced by it is said to the shopper', () => {
    expect(customTipNotice(true, 100)).toBe('The maximum tip is $100.00')
    expect(customTipNotice(false, 100)).toBeUndefined()
  })

  it("promo: required 'You must enter a promo code', max 128, the success toast", () => {
    expect(promoCodeError(' ')).toBe('You must enter a promo code')
    expect(promoCodeError('x'.repeat(129))).toBeDefined()
    expect(promoCodeError('SAVE10')).toBeUndefined()
    expect(promoText.added('SAVE10')).toBe('SAVE10 successfully added to order!')
  })

  it('SNAP EBT amount: required, minimum $0.01 and the authorized minimum, maximum the balance or total', () => {
    const limits = { snapBalance: 40, orderTotal: 60 }
    expect(snapAmountError('', limits)).toBe('Amount is required')
    expect(snapAmountError('0.00', limits)).toBe(
      'The minimum amount you can charge to your SNAP EBT card is $0.01',
    )
    expect(snapAmountError('2.00', { ...limits, authorizedMinimum: 5 })).toBe(
      'The minimum amount you can charge to your SNAP EBT card is $5.00',
    )
    expect(snapAmountError('45', limits)).toBe(
      'The maximum amount you can charge to your SNAP EBT card is $40.00',
    )
    expect(snapAmountError('40', limits)).toBeUndefined()
  })

  it('property: cents typed become a dollar amount with 2 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (typed) => {
        const shown = centsToDollarsInput(typed)
        expect(shown).toMatch(/^\d+\.\d{2}$/)
        expect(Math.round(Number(shown) * 100)).toBe(Number(typed || '0'))
      }),
    )
  })
})

describe('payment step: checkout.md §2, §4 "Payment step", §6', () => {
  it("labels: 'Place your {Pickup or Delivery} Order', 'Submit Modified Order'", () => {
    expect(placeOrderLabel('Delivery', false)).toBe('Place your Delivery Order')
    expect(placeOrderLabel('Pickup', false)).toBe('Place your Pickup Order')
    expect(placeOrderLabel('Pickup', true)).toBe('Submit Modified Order')
  })

  it('redirects: sign-in, scheduling when rescheduling is needed, cart when empty, cart-modify without a checkout', () => {
    const ok = {
      signedIn: true,
      modify: false,
      checkoutFound: true,
      needsRescheduling: false,
      itemCount: 2,
    }
    expect(paymentStepRedirect(ok)).toBeUndefined()
    expect(paymentStepRedirect({ ...ok, signedIn: false })).toEqual({ to: 'signin' })
    expect(paymentStepRedirect({ ...ok, needsRescheduling: true })).toEqual({ to: 'scheduling' })
    expect(paymentStepRedirect({ ...ok, itemCount: 0 })).toEqual({ to: 'cart' })
    expect(paymentStepRedirect({ ...ok, modify: true, checkoutFound: false })).toEqual({
      to: 'cart-modify',
    })
  })

  it('the payment update runs by itself in DRAFT with a versionKey and a card; failures open the right modal', () => {
    expect(shouldAutoUpdatePayment({ status: 'DRAFT', versionKey: 'v1', cardChosen: true })).toBe(
      true,
    )
    expect(
      shouldAutoUpdatePayment({ status: 'DRAFT', versionKey: undefined, cardChosen: true }),
    ).toBe(false)
    expect(paymentUpdateFailureModal(true)).toBe('remove-card')
    expect(paymentUpdateFailureModal(false)).toBe('payments-update-failed')
  })

  it('gift cards: need a bank card; disabled at zero balance or EBT-only coverage; SNAP clears them', () => {
    const order = {
      hasBankCard: true,
      paymentTotal: 30,
      coveredByOtherCards: false,
      coveredByEbt: false,
    }
    expect(giftCardDisabled({ balance: 10, selected: false }, order)).toBe(false)
    expect(
      giftCardDisabled({ balance: 10, selected: false }, { ...order, hasBankCard: false }),
    ).toBe(true)
    expect(giftCardDisabled({ balance: 0, selected: false }, order)).toBe(true)
    expect(
      giftCardDisabled({ balance: 10, selected: false }, { ...order, coveredByEbt: true }),
    ).toBe(true)
    expect(
      giftCardDisabled(
        { balance: 10, selected: false },
        { ...order, paymentTotal: 0, coveredByOtherCards: true },
      ),
    ).toBe(true)
    expect(onSnapChecked([{ selected: true }, { selected: false }])).toEqual([
      { selected: false },
      { selected: false },
    ])
  })

  it('a bank card with a zero share gets a $1 hold', () => {
    expect(bankCardAuthorization(0)).toBe(1)
    expect(bankCardAuthorization(12.5)).toBe(12.5)
  })
})

describe('confirmation: checkout.md §2 "Order complete page", §9', () => {
  it('titles and texts', () => {
    expect(confirmationText.title('Greenleaf Grocers')).toBe(
      'Checkout Confirmed - Greenleaf Grocers',
    )
    expect(confirmationText.thankYou('Delivery')).toBe(
      'Thank you, your delivery order has been placed!',
    )
    expect(confirmationText.itemCount(3)).toBe('3 Item(s) in Your Order')
    expect(orderedOnDate('2026-11-22T15:00:00Z')).toBe('11/22/2026')
  })

  it('cost change is the new total minus the previous total', () => {
    expect(costChange(52.1, 48.35)).toBe(3.75)
  })
})
