// The wallet's limits without the wallet schemas (see helpers.test.ts).

/** Limits of wallet-flyout.md §5 and §9. */
export const WALLET_LIMITS = {
  nameInput: 40,
  name: 375,
  addressLine: 100,
  city: 50,
  /**
   * A billing postal code as typed: ZIP+4 with its dash (10) or a Canadian code (7). The
   * spec's 7 is the Canadian length; 5+4 must fit too (wallet-flyout.md §5 pattern,
   * checkout.md §9 'a wider 5 to 10 character rule with Canadian format').
   */
  postalCodeInput: 10,
  /**
   * Billing address inputs (checkout.md §5, §9: street 75, line 2 70, city 35), held to
   * the address book's 40 (account-area.md §9), where a billing address is saved.
   */
  billingStreetInput: 40,
  billingUnitInput: 40,
  billingCityInput: 35,
  snapCardMin: 16,
  snapCardMax: 19,
  giftCardDigits: 19,
  pinDigits: 4,
  giftCardsSaved: 5,
  snapCardsSaved: 1,
} as const

/** A billing postal code: US 5 or 5+4 digits, or Canadian A1A 1A1 (with or without the space). */
export const BILLING_POSTAL_CODE = /^(?:\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/
