import type { AddCardRequest, PostalAddress, WalletCard } from '@aisle/api'
import { brandOfCardNumber, toCardBilling, toFourDigitYear } from '@aisle/api'
import { type FraudDetection, fraudRequestFields } from './fraud-detection.js'
import type { EditCardRequest } from './wallet-services.js'

/** Where the order is fulfilled; the fallback when the host supplies none (§9: values not shown). */
export interface WalletLocation {
  storeId: string
  facilityId: string
}
export const DEFAULT_WALLET_LOCATION: WalletLocation = { storeId: '00000', facilityId: '00000' }

/** What the hosted card-entry frame hands back: never the card number (§1, §3 "Card-entry results"). */
export interface CardRegistration {
  registrationId: string
  firstSix: string
  /** MM/YY */
  expiry?: string
}

export interface BankCardFormValues {
  firstName: string
  lastName: string
  billing: PostalAddress
  save: boolean
  preferred: boolean
}

const utcNow = (now: Date) => ({ timezone: 'UTC' as const, value: now.toISOString() })

function expiryParts(expiry: string | undefined): { month: string; year: string } {
  const [month = '', year = ''] = (expiry ?? '').split('/')
  return { month, year: toFourDigitYear(year) }
}

/**
 * POST /payment/v2/wallet for a bank card (§7): brand from the first six, year 20 plus two
 * digits; the fraud tag's transaction and device info when it loaded (§4, §6).
 */
export function addBankCardRequest(
  registration: CardRegistration,
  values: BankCardFormValues,
  location: WalletLocation,
  now: Date,
  fraud?: FraudDetection,
): AddCardRequest {
  const { month, year } = expiryParts(registration.expiry)
  return {
    dateTime: utcNow(now),
    facilityId: location.facilityId,
    storeId: location.storeId,
    defaultCard: values.preferred,
    save: values.save,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: toCardBilling(values.billing),
      brand: brandOfCardNumber(registration.firstSix),
      expirationMonth: month,
      expirationYear: year,
      lowValueToken: registration.registrationId,
      cardFirstSix: registration.firstSix,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    },
    ...fraudRequestFields(fraud),
  }
}

/**
 * POST /payment/v2/wallet for a SNAP EBT card (§7): defaultCard false, and the fraud
 * tag's transaction when it loaded. The number was typed in the card-entry frame; the
 * request names it by the frame's registration (§1).
 */
export function addSnapCardRequest(
  registration: Pick<CardRegistration, 'registrationId'>,
  save: boolean,
  location: WalletLocation,
  now: Date,
  fraud?: FraudDetection,
): AddCardRequest {
  return {
    dateTime: utcNow(now),
    defaultCard: false,
    facilityId: location.facilityId,
    paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: registration.registrationId },
    save,
    ...fraudRequestFields(fraud),
  }
}

/**
 * POST /payment/v2/wallet for a gift card (§7, §3 "Card form values"): number and PIN
 * were typed in the card-entry frame and are named by its registration (§1).
 */
export function addGiftCardRequest(
  registration: Pick<CardRegistration, 'registrationId'>,
  location: WalletLocation,
  now: Date,
  applicationName: string,
): AddCardRequest {
  return {
    dateTime: utcNow(now),
    facilityId: location.facilityId,
    paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken: registration.registrationId },
    applicationName,
  }
}

export interface EditCardFormValues extends BankCardFormValues {
  expirationMonth: string
  expirationYear: string
  /**
   * The secure fields' registration of this edit (its expiry and CVV), or of a card
   * typed again in full (with its first six).
   */
  registration?: { registrationId: string; firstSix?: string }
}

/** PUT /payment/v2/wallet, the edit form's payload (§7 "Edit-card payload"). */
export function editCardRequest(
  card: WalletCard,
  values: EditCardFormValues,
  location: WalletLocation,
  now: Date,
): EditCardRequest {
  const firstSix = values.registration?.firstSix ?? card.bin
  return {
    cardId: card.id,
    dateTime: utcNow(now),
    facilityId: location.facilityId,
    storeId: location.storeId,
    defaultCard: values.preferred,
    ...(card.paymentGram === undefined ? {} : { paymentGram: card.paymentGram }),
    saved: values.save,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: toCardBilling(values.billing),
      brand: firstSix === undefined ? card.brand : brandOfCardNumber(firstSix),
      expirationMonth: values.expirationMonth,
      expirationYear: toFourDigitYear(values.expirationYear),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(values.registration === undefined
        ? {}
        : { lowValueToken: values.registration.registrationId }),
      ...(firstSix === undefined ? {} : { cardFirstSix: firstSix }),
    },
  }
}
