// The wallet's limits without the wallet schemas (see helpers.test.ts).

/** Limits of wallet-flyout.md §5 and §9. */
export const WALLET_LIMITS = {
  nameInput: 40,
  name: 375,
  addressLine: 100,
  city: 50,
  postalCodeInput: 7,
  snapCardMin: 16,
  snapCardMax: 19,
  giftCardDigits: 19,
  pinDigits: 4,
  giftCardsSaved: 5,
  snapCardsSaved: 1,
} as const
