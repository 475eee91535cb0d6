// Browser-safe. The card-entry frame's registrations (README "Card-entry frame"), as the
// wallet reads them: the frame (src/card-frame.ts, Node only) writes one per accepted
// entry; adding a bank card (wallet-flyout.md §7, `lowValueToken`) uses one up.
import { ServiceFailure } from '../context.ts'
import type { Store } from '../store/store.ts'

/** Where registrations are kept: id, first six, last four, expiry, brand. Never a number or PIN. */
export const REGISTRATIONS_COLLECTION = 'card-entry-registrations'

export type RegistrationType = 'card' | 'ebt' | 'gift' | 'pin' | 'edit'

/** The stored shape of an accepted entry; `usedBy` once a wallet card was made of it. */
export interface CardRegistration {
  registrationId: string
  type: RegistrationType
  brand: string
  firstSix: string
  lastFour: string
  /** MM/YY; null for SNAP EBT, gift cards and PINs. */
  expiry: string | null
  createdAt: string
  /**
   * Gift cards: the balance the sandbox gives the card (its rules read the number once,
   * in the frame; the number is not kept). A PIN: the outcome of the balance check it
   * will answer ('ok', '55', '75'), never the PIN.
   */
  giftBalance?: number
  balanceOutcome?: 'ok' | '55' | '75'
  usedBy?: { banner: string; shopperId: string; cardId: string; at: string }
}

export interface RegistrationClaim {
  banner: string
  shopperId: string
  cardId: string
  now: Date
  /** What the add-card request says of the card; it must be what the frame registered. */
  card: {
    type: RegistrationType
    firstSix: string
    expirationMonth: string
    expirationYear: string
  }
}

/**
 * 422 KC2617, the wallet's "payment information is invalid" (wallet-flyout.md §8): the
 * token names no registration, one already used, or another card.
 */
const invalid = (reason: string): never => {
  throw new ServiceFailure(422, { code: 'KC2617', reason })
}

/**
 * Uses up the registration behind a `lowValueToken` for one shopper's new card: it must
 * exist, be unused, and be the card the request describes (type, first six, expiry). It is
 * then the shopper's (banner and shopper recorded) and no later request can use it.
 */
export function claimRegistration(
  store: Store,
  token: string,
  claim: RegistrationClaim,
): CardRegistration {
  const found = store.get(REGISTRATIONS_COLLECTION, token) as CardRegistration | undefined
  if (!found) return invalid('the card registration is unknown')
  if (found.usedBy) return invalid('the card registration was already used')
  const { card } = claim
  const expiry = `${card.expirationMonth}/${card.expirationYear.slice(-2)}`
  if (found.type !== card.type || found.firstSix !== card.firstSix || found.expiry !== expiry) {
    return invalid('the card does not match its registration')
  }
  return markUsed(store, token, found, claim)
}

export interface EntryClaim {
  banner: string
  shopperId: string
  /** The card made of it, or the card whose balance the PIN checks. */
  cardId: string
  now: Date
}

/**
 * Uses up a SNAP EBT, gift-card or PIN registration for one shopper: it must exist, be of
 * that type and unused (422 KC2617 otherwise, as for a bank card).
 */
export function claimEntry(
  store: Store,
  token: string,
  type: Exclude<RegistrationType, 'card'>,
  claim: EntryClaim,
): CardRegistration {
  const found = store.get(REGISTRATIONS_COLLECTION, token) as CardRegistration | undefined
  if (!found) return invalid('the card registration is unknown')
  if (found.usedBy) return invalid('the card registration was already used')
  if (found.type !== type) return invalid('the registration is not of this kind')
  return markUsed(store, token, found, claim)
}

/** Records who used a registration, so that it cannot be used again. */
function markUsed(
  store: Store,
  token: string,
  found: CardRegistration,
  claim: EntryClaim,
): CardRegistration {
  const used: CardRegistration = {
    ...found,
    usedBy: {
      banner: claim.banner,
      shopperId: claim.shopperId,
      cardId: claim.cardId,
      at: claim.now.toISOString(),
    },
  }
  store.put(REGISTRATIONS_COLLECTION, token, { ...used })
  return used
}

/** Whether `token` names a PIN registration (the balance call's `encryptedPin`). */
export function isPinRegistration(store: Store, token: string): boolean {
  const found = store.get(REGISTRATIONS_COLLECTION, token) as CardRegistration | undefined
  return found?.type === 'pin'
}
