// Types of rules.js (plain JavaScript, because the frame's page loads it as it is).

export type CardEntryType = 'card' | 'ebt' | 'gift' | 'pin' | 'edit'
export type CardEntryField = 'cardNumber' | 'expiry' | 'cvv' | 'pin' | 'expMonth'
export type CardBrand =
  | 'VISA'
  | 'MASTERCARD'
  | 'AMEX'
  | 'DISCOVER'
  | 'DINERS'
  | 'JCB'
  | 'UNIONPAY'
  | 'EBT'
  | 'NONE'

export declare const RESPONSE_CODES: Readonly<{
  accepted: '870'
  numberInvalid: '871'
  numberTooShort: '872'
  numberTooLong: '873'
  numberNotNumeric: '874'
  numberUnknownBrand: '876'
  cvvNotNumeric: '881'
  cvvTooShort: '882'
  cvvTooLong: '883'
  expiryInvalid: '889'
  pinInvalid: '893'
}>

export interface CardEntryInput {
  type?: string
  cardNumber?: string
  expiry?: string
  cvv?: string
  pin?: string
  expMonth?: string
  expYear?: string
}

export type CardEntryCheck =
  | {
      responseCode: '870'
      type: CardEntryType
      brand: CardBrand
      firstSix: string
      lastFour: string
      /** MM/YY; bank cards only. */
      expiry?: string
    }
  | { responseCode: '870'; type: 'pin' }
  | { responseCode: '870'; type: 'edit'; expiry: string }
  | { responseCode: string; field: CardEntryField; reason?: 'format' | 'past' }

export declare const EXPIRATION_YEARS: number
export declare const ENTRY_TYPES: readonly CardEntryType[]
export declare function entryTypeOf(text: unknown): CardEntryType
export declare function formatGiftCardNumber(text: string): string
export declare function cardDigitsOf(text: string): string
export declare function passesLuhn(digits: string): boolean
export declare function brandOf(digits: string): CardBrand
export declare function expiryOf(text: string): { month: string; year: string } | undefined
export declare function expiryOfParts(
  month: unknown,
  year: unknown,
): { month: string; year: string } | undefined
export declare function checkCardEntry(input: CardEntryInput, today: Date): CardEntryCheck
