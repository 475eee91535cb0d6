/**
 * Every customer-facing message of the four specs' error catalogues (section 8 of
 * each, plus the few code-keyed texts of sections 4 and 5), written once. Texts
 * are copied verbatim; `{name}` marks a value filled in by `formatMessage`
 * (`{phone}` is the customer-service number of the banner or host application).
 */
export const messages = {
  // account-area.md §8 "Address errors"
  addressConstraintViolation: 'We are having technical difficulties.',
  addressNotFound: 'We could not find that address.',
  /** account-area.md §8: TOO_MANY_ADDRESSES has "a dedicated message; its text is not shown". */
  addressTooMany: 'You have reached the maximum number of saved addresses.',
  /** account-area.md §4 step 3: the 'could not verify' dialog. */
  addressNotVerifiedDialog: "We weren't able to verify this address you entered...",

  // account-area.md §8 "Preference messages"
  preferencesNotFound:
    "We're sorry, but we could not find preferences for your account. Please try again later.",
  smsNeedsMobilePhone: 'You must add a mobile phone number in order to receive text messages.',
  promotionsPreferenceRetrieveFailed:
    "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
  promotionsPreferenceUpdateFailed:
    "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
  noStoresWithin500Miles: 'No Stores were found within 500 Miles of the entered location!',
  storeSearchUnavailable:
    "We're sorry, the search service is not available right now. Please try your search again later.",
  smsCheckPhone:
    'Please check your phone for further instructions in order to save this preference.',
  preferenceCannotBeUpdated:
    'Your preference cannot be updated at this time. Please try again later.',

  // account-area.md §8 "Email preferences"
  technicalDifficultiesTryLater:
    "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
  offline: "Hmmm, looks like we've lost you. Please check your internet connection.",

  // account-area.md §8 "Payment"
  processingErrorTitle: 'Processing Error',
  processingError: "We're having trouble processing your order. Please try again.",

  // account-area.md §8 "Toasts"
  addressCreated: 'Your address has been created.',
  addressUpdated: 'Your address has been updated.',
  addressRemoved: 'Your address has been removed.',
  addressDeletedTitle: 'Address Is Deleted',
  addressDeleted: 'Address successfully deleted',

  // shopping-method-selector.md §8
  addressUnverifiable:
    'Our system was unable to verify this address. Please edit your address or enter a new one.',
  addressValidationFailed:
    "We're sorry, but something went wrong when trying to validate your address. Please try again.",
  /** Appended to `addressValidationFailed` in the longer variant. */
  addressValidationPersists: 'If the problem persists, please contact Customer Service at {phone}.',
  /** Code -1. */
  suggestedAddress:
    'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.',
  selectorTechnicalDifficulties:
    "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
  // shopping-method-selector.md §5 "Address" (the result of validation for a modality)
  addressNotValidForModality:
    'The address you entered is not valid. Please review the information entered.',
  addressNotEligibleForModality: 'The address you entered is not eligible for {modality}.',

  // checkout.md §8 "Scheduling" (the no-slots text is also shopping-method-selector.md §8)
  pickupTimeUnavailableTitle: 'Pickup Time Unavailable',
  itemsNotAvailableTitle: 'Items Are Not Available',
  /** checkout.md §2 "Delivery error screens". */
  itemsNotAvailable:
    'The items in your cart are not available. Please update your cart and try again.',
  invalidZipCode: 'The ZIP code entered is not a valid ZIP code.',
  noStoresTitle: 'No Stores Are Available',
  noStores:
    'There were no stores found near your location. Please enter a different postal code and try again.',
  noTimeSlotsForDay:
    'There are no time slots available for this store for this day. Please select a different date or store.',
  mustHaveModalityItems:
    'You must have {type} items in your cart to schedule your {type} order. Start shopping now!',
  noDeliveryTimesLeft:
    "We're sorry there are no longer any delivery times available. Please select a different available delivery time from the options provided.",
  timeNoLongerAvailable:
    'The time you selected for your order is no longer available. Please select a new time.',
  reserveFailed: 'Your requested time slot was not reserved. Please try again.',
  noPromise: 'You must have a time selected. Error Code {code}',
  alcoholQuantityExceededTitle: 'Alcohol Quantity Limit Exceeded',
  alcoholUnavailableTitle: 'Alcohol Delivery Is Unavailable',
  confirmAddressTitle: 'Confirm Address',
  deliveryTimeUnavailableTitle: 'Delivery Time Unavailable',
  somethingWentWrongTitle: 'Something Went Wrong',
  sessionExpired: 'Your session has expired.',
  ageRestrictedItems: 'You have age restricted items in your cart.',
  /** checkout.md §4: setting the active modality failed. */
  settingModalityFailed: 'Setting modality failed',
  /** checkout.md §4: no modality of the type to set. */
  modalityNotDefined: 'Modality not defined',
  /** checkout.md §2 "Modals on scheduling": the conflict modal of §4. */
  timeExpiredTitle: '{fulfillment} Time Expired',
  timeExpired: 'The selected {modality} time has expired or is no longer available.',
  orderTimedOutTitle: 'Order Timed Out',

  // checkout.md §8 "Replacements"
  itemUnavailable: 'This item is currently unavailable.',
  itemMayBeUnavailable: 'Item may be unavailable. Please see cart.',
  noSimilarItems: 'No similar items were found. Try searching for a replacement instead.',
  similarItemsFailed: 'There was a problem retrieving similar items. Please try again.',
  replacementConfirmFailed: 'There was a problem, please try again.',

  // checkout.md §8 "Payment and order"
  cardDeclined:
    'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
  orderUpdatedElsewhere:
    'Your order has been updated on another device. Please refresh and try again.',
  orderExpired: 'Your order has expired. Please return to the scheduling page.',
  orderCannotBeModified:
    "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
  paymentTypeNotAccepted:
    'We are currently not accepting this payment type. Please select a different form of payment.',
  missingPayments: 'Please refresh page and try again.',
  promoApplyFailed:
    "Something went and we weren't able to apply your promo code. Please try entering the code in again.",
  /** checkout.md §8: "Promo removal failure has its own message" (text not shown). */
  promoRemoveFailed: "Something went wrong and we weren't able to remove your promo code.",
  tipUpdateFailed: "Something went wrong and we weren't able to update your tip.",
  tipAmountUpdateFailed: 'Something went wrong when updating your tip amount. Please try again.',
  addCardRetry:
    "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
  cardDataInvalid: 'There was a problem validating your information. Please try again.',
  addCardFailed: 'There was an error adding your card',
  pinNotVerified: 'We were unable to verify your PIN. Please try again.',
  /** checkout.md §4: the heading after PIN code 75. */
  tooManyPinAttemptsTitle: 'Too Many PIN Attempts',
  checkoutTechnicalDifficulties:
    'We are experiencing technical difficulties. Please try again in a few moments.',
  orderNotCompleted: "We're sorry, we could not complete your order.",
  orderCanceledTitle: 'Order Canceled',
  emailPreferencesUpdateFailed:
    "We're having trouble updating your email preferences. Please try again later.",

  // wallet-flyout.md §8 "Timeouts (408)"
  walletTimeout:
    "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  walletTimeoutMembership:
    "We're currently experiencing technical difficulties. Please try again or contact Customer Service at {phone}.",

  // wallet-flyout.md §8 "By status" (the SNAP and gift-card limits are also checkout.md §9)
  oneSnapCardOnly:
    'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
  sessionExpiredLogIn: 'It looks like your session has expired. Please log in again to continue.',
  invalidPin: 'Invalid PIN, please try again.',
  pinLocked:
    'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
  addressIssueRV62751:
    'There was an issue with your address, please verify your information. (Error code: RV62751)',
  cardIssueRV32937:
    'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
  giftCardZeroBalance: 'You cannot add a Gift Card with a $0 balance.',
  walletCardDeclined:
    "We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at {phone}.",
  cardAlreadyInWallet:
    'The card you are trying to add is already in your wallet, please add a different card.',
  paymentInfoInvalidKC2617:
    'Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at {phone}.',
  contactCustomerServiceRV72632:
    'Please Contact the Customer Service Center at {phone} (Error Code: RV72632)',
  giftCardLimitReached:
    'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',

  // wallet-flyout.md §8 "Per-operation defaults"
  addCardDefault:
    "We're sorry, but we weren't able to add your card. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  updateCardDefault:
    "We're sorry, but we weren't able to update your card. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  getCardsDefault:
    'There was a problem retrieving your cards, please retry. If the problem persists, please contact Customer Service at {phone}.',
  deleteCardDefault:
    'There was a problem deleting your card, please try again. If the problem persists, please contact Customer Service at {phone}.',
  getBillingDefault: "We couldn't load your saved address at this time . Please add a new address.",
  updateBillingDefault: "We're sorry, but we weren't able to save your address. Please try again.",
  ebtBalanceDefault: "We couldn't retrieve your SNAP EBT card balance. Please try again.",
  giftBalanceDefault: "We couldn't retrieve your gift card's balance. Please try again.",
  billingListRetry:
    'There has been an error loading your address. Please try again by clicking "Retry".',

  // wallet-flyout.md §8 "Form and flyout messages"
  formError: 'Something went wrong',
  updateCardError: 'There was an error updating your card',
  invalidCardInformation: 'Invalid card information.',
  giftCardAddFailed:
    "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
  giftCardOrderLimit:
    'Gift card limit reached. You can only add a maximum of 5 gift cards to an order.',
  giftCardsCoverTotal:
    'No more gift cards needed. The gift cards already added to this order cover the total cost.',
  cardExpired:
    'This card has expired. Please re-add the card with updated information or use another card.',
  billingAddressMissing: 'Please enter a billing address in order to use this credit card.',
  noCardSelected: 'You must select a card or add a credit or debit card.',
  editCardRetry:
    'Sorry, you are unable to edit card information at this time. Would you like to try again?',
  editCardRetryTitle: 'Unable to edit card',
  addCardRetryTitle: 'Unable to add card',
  paymentMethodsUpdateFailed: "We couldn't update your payment methods please try again.",
  cardNotOnAccount:
    "Card couldn't be found on this account, please make sure you're logged into the right account.",
  bankCardRequired: 'Please add a new Credit/Debit card to continue.',

  // wallet-flyout.md §5 "Card-entry codes by code"
  cardEntryInvalidCard: 'Please enter a valid credit or debit card.',
  cardEntryNumberTooShort: 'Card number too short.',
  cardEntryNumberTooLong: 'Card number too long.',
  cardEntryNumberNotNumeric: 'Card number not numeric.',
  cardEntryInvalidCvv: 'Invalid CVV.',
  cardEntryCvvTooShort: 'CVV too short.',
  cardEntryCvvTooLong: 'CVV too long.',

  // wallet-flyout.md §5 "Edit card expiration" and "SNAP EBT card and gift card": also
  // what the sandbox's card-entry frame shows beside its expiry and PIN fields.
  expirationDateFormat: 'Expiration Date must be in MM YY format and only composed of numbers.',
  expirationDatePast: 'Expiration Date must be after the current date.',
  pinLength: 'PIN must be exactly 4 characters long.',
  pinRequired: 'PIN is a required field.',
  cardNumberRequired: 'Card Number is a required field.',
  snapNumberLength:
    'Card Number must be at least 16 characters long and at most 19 characters long.',
  giftNumberLength: 'Card Number must be exactly 19 characters long.',
} as const

export type MessageKey = keyof typeof messages

/**
 * Keys whose wording the specs do not give ("its text is not shown"). Ours until the
 * product supplies them; a test keeps this list honest.
 */
export const wordingNotInSpec: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'addressTooMany',
  'promoRemoveFailed',
])

/** The `{name}` placeholders of a message text, as a union of names. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never

export type MessageVars<K extends MessageKey> = Record<
  PlaceholdersOf<(typeof messages)[K]>,
  string | number
>

type VarsArgument<K extends MessageKey> = [PlaceholdersOf<(typeof messages)[K]>] extends [never]
  ? []
  : [vars: MessageVars<K>]

/** Thrown when a placeholder has no value: a message must never show `{phone}` to a shopper. */
export class MissingMessageVariableError extends Error {
  override readonly name = 'MissingMessageVariableError'
  readonly key: MessageKey
  readonly variable: string
  constructor(key: MessageKey, variable: string) {
    super(`Message "${key}" needs a value for {${variable}}`)
    this.key = key
    this.variable = variable
  }
}

/** The text of a message with its placeholders filled in. */
export function formatMessage<K extends MessageKey>(key: K, ...args: VarsArgument<K>): string {
  const vars: Partial<Record<string, string | number>> = args[0] ?? {}
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name]
    if (value === undefined) throw new MissingMessageVariableError(key, name)
    return String(value)
  })
}

/**
 * `formatMessage` for a key known only at run time (a lookup's result); a missing
 * placeholder still throws.
 */
export function renderMessage(
  key: MessageKey,
  vars: Partial<Record<string, string | number>> = {},
): string {
  return (formatMessage as (key: MessageKey, vars: object) => string)(key, vars)
}
