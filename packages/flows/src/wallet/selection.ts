import type { CheckoutModalityType, HostApplication, WalletCard, WalletGroups } from '@aisle/api'
import { messages, WALLET_LIMITS } from '@aisle/api'
import {
  cardBrandNames,
  cardDisplayNames,
  cardNotAcceptedText,
  remainingText,
  walletText,
} from './wallet-text.js'

/** What the flyout has picked: exactly one bank card at most, any EBT and gift cards. */
export interface WalletSelection {
  bankCardId: string | undefined
  snapCardIds: string[]
  giftCardIds: string[]
}

export const emptySelection: WalletSelection = {
  bankCardId: undefined,
  snapCardIds: [],
  giftCardIds: [],
}

export interface WalletOrderInfo {
  total: number
  hasSnapEligibleItems: boolean
  ebtTotalFromCheckout: number
  /** How the order is fulfilled: a card refusing it is disabled (§2 "Checkout tiles"). */
  fulfillmentType?: CheckoutModalityType
}

export interface DefaultSelectionOptions {
  selectDefaultCardOnly?: boolean
  /** Whether an expired preferred card may stay chosen. @default false */
  allowExpired?: boolean
  orderInfo?: WalletOrderInfo
}

/**
 * The selection after a fetch (wallet-flyout.md §4 "Default selection after a
 * fetch"): one bank card, the preferred one when usable; otherwise, unless
 * selectDefaultCardOnly, the first non-expired card (falling back to the first card
 * when none is preferred); the first SNAP card only for SNAP-eligible orders with an
 * EBT total above 0; no gift cards.
 */
export function defaultSelection(
  groups: WalletGroups,
  { selectDefaultCardOnly = false, allowExpired = false, orderInfo }: DefaultSelectionOptions = {},
): WalletSelection {
  const bank = groups.bankCards
  const preferred = bank.find((card) => card.isPreferred)
  // A card not accepted for the order's fulfilment type is never chosen for it (§2).
  const accepted = (card: WalletCard) => notAcceptedFor(card, orderInfo) === undefined
  const firstUsable = bank.find((card) => !card.expired && accepted(card))
  let bankCardId: string | undefined
  if (preferred !== undefined) {
    if ((!preferred.expired || allowExpired) && accepted(preferred)) bankCardId = preferred.id
    else if (!selectDefaultCardOnly) bankCardId = firstUsable?.id
  } else if (!selectDefaultCardOnly) {
    bankCardId = (firstUsable ?? bank[0])?.id
  }
  const snap = groups.snapCards[0]
  const snapCardIds =
    snap !== undefined &&
    orderInfo?.hasSnapEligibleItems === true &&
    orderInfo.ebtTotalFromCheckout > 0
      ? [snap.id]
      : []
  return { bankCardId, snapCardIds, giftCardIds: [] }
}

/** Selections count as changed if their counts or ids differ (§4 "Selection"). */
export function selectionChanged(a: WalletSelection, b: WalletSelection): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((id) => y.includes(id))
  return (
    a.bankCardId !== b.bankCardId ||
    !same(a.snapCardIds, b.snapCardIds) ||
    !same(a.giftCardIds, b.giftCardIds)
  )
}

const giftBalanceTotal = (groups: WalletGroups, ids: readonly string[]) =>
  groups.giftCards
    .filter((card) => ids.includes(card.id))
    .reduce((sum, card) => sum + (card.balance ?? 0), 0)

export interface SelectabilityContext {
  mode: 'checkout' | 'my-wallet'
  selection: WalletSelection
  orderInfo?: WalletOrderInfo
  /** The EBT amount the host charges (checkoutConfig.getEbtCardPaymentTotal). */
  ebtPaymentTotal?: number
}

/**
 * The order's fulfilment type when the card is not accepted for it (§2 "Checkout tiles":
 * '{brand} is not accepted for {fulfillment type} at this time.'), else undefined.
 */
export function notAcceptedFor(
  card: Pick<WalletCard, 'notAllowedFulfillmentTypes'>,
  orderInfo: WalletOrderInfo | undefined,
): CheckoutModalityType | undefined {
  const type = orderInfo?.fulfillmentType
  return type !== undefined && card.notAllowedFulfillmentTypes?.includes(type) ? type : undefined
}

const fulfillmentNames: Record<CheckoutModalityType, string> = {
  Pickup: 'Pickup',
  Delivery: 'Delivery',
  InStore: 'In Store',
}

/** A disabled tile's '{brand} is not accepted for {fulfillment type} at this time.' (§2). */
export function notAcceptedText(
  card: Pick<WalletCard, 'notAllowedFulfillmentTypes' | 'brand'>,
  orderInfo: WalletOrderInfo | undefined,
): string | undefined {
  const type = notAcceptedFor(card, orderInfo)
  if (type === undefined) return undefined
  return cardNotAcceptedText(cardBrandNames[card.brand] ?? card.brand, fulfillmentNames[type])
}

/** Why a card cannot be picked, or undefined when it can (§4 "Selection", §5 "Other rules"). */
export function selectBlocker(
  card: WalletCard,
  groups: WalletGroups,
  { mode, selection, orderInfo, ebtPaymentTotal = 0 }: SelectabilityContext,
): 'expired' | 'not-accepted' | 'zero-balance' | 'total-met' | undefined {
  if (card.cardType !== 'EBT_CARD' && card.expired) return 'expired'
  if (mode === 'checkout' && notAcceptedFor(card, orderInfo) !== undefined) return 'not-accepted'
  if (card.cardType === 'GIFT_CARD') {
    if (card.balance === 0) return 'zero-balance'
    if (
      mode === 'checkout' &&
      orderInfo !== undefined &&
      !selection.giftCardIds.includes(card.id) &&
      giftBalanceTotal(groups, selection.giftCardIds) + ebtPaymentTotal >= orderInfo.total
    ) {
      return 'total-met'
    }
  }
  return undefined
}

/**
 * Picking a card: bank cards are radio-style, EBT and gift cards toggle; a blocked
 * card is left as it was (§4 "Selection").
 */
export function toggleCard(
  selection: WalletSelection,
  card: WalletCard,
  groups: WalletGroups,
  context: Omit<SelectabilityContext, 'selection'>,
): WalletSelection {
  const toggle = (ids: readonly string[]) =>
    ids.includes(card.id) ? ids.filter((id) => id !== card.id) : [...ids, card.id]
  const selected =
    card.id === selection.bankCardId ||
    selection.snapCardIds.includes(card.id) ||
    selection.giftCardIds.includes(card.id)
  if (!selected && selectBlocker(card, groups, { ...context, selection }) !== undefined) {
    return selection
  }
  if (card.cardType === 'GIFT_CARD')
    return { ...selection, giftCardIds: toggle(selection.giftCardIds) }
  if (card.cardType === 'EBT_CARD')
    return { ...selection, snapCardIds: toggle(selection.snapCardIds) }
  return { ...selection, bankCardId: card.id }
}

/** The cards of a selection that no longer exist are dropped (after a delete or a refetch). */
export function pruneSelection(selection: WalletSelection, groups: WalletGroups): WalletSelection {
  const ids = new Set(
    [...groups.bankCards, ...groups.snapCards, ...groups.giftCards].map((card) => card.id),
  )
  return {
    bankCardId:
      selection.bankCardId !== undefined && ids.has(selection.bankCardId)
        ? selection.bankCardId
        : undefined,
    snapCardIds: selection.snapCardIds.filter((id) => ids.has(id)),
    giftCardIds: selection.giftCardIds.filter((id) => ids.has(id)),
  }
}

// ---------------------------------------------------------------------------
// Rows, menus and add rules (§2 "Card list", §5, §6)
// ---------------------------------------------------------------------------

export type CardAction = 'edit' | 'delete' | 'makePreferred'

const pharmacy = (app: HostApplication | string) => app === 'RXWEB' || app === 'EPRN'

/**
 * The actions a card row offers: Edit only for saved cards, Delete, Make Preferred
 * omitted if already preferred or expired; an expired bank card only Edit; pharmacy
 * hosts have no menu, only Edit on expired cards (§2, §6).
 */
export function cardActions(card: WalletCard, appName: HostApplication | string): CardAction[] {
  const bank = card.cardType !== 'EBT_CARD' && card.cardType !== 'GIFT_CARD'
  if (bank && card.expired) return card.saved ? ['edit'] : []
  if (pharmacy(appName)) return []
  const actions: CardAction[] = []
  if (card.saved && bank) actions.push('edit')
  actions.push('delete')
  if (bank && !card.isPreferred && !card.expired) actions.push('makePreferred')
  return actions
}

/** The balance text of an EBT or gift card row (§2 "Card list"). */
export function balanceText(card: WalletCard): { text: string; retry: boolean } | undefined {
  if (card.cardType === 'EBT_CARD') {
    return card.balance === undefined
      ? { text: walletText.checkBalance, retry: false }
      : { text: remainingText(card.balance), retry: false }
  }
  if (card.cardType === 'GIFT_CARD') {
    return card.balance === undefined
      ? { text: walletText.balanceError, retry: true }
      : { text: remainingText(card.balance), retry: false }
  }
  return undefined
}

/** The name a card row shows: the card art's own name (KPMC, FMPMC) or the brand. */
export function cardDisplayName(card: Pick<WalletCard, 'imageType' | 'brand'>): string {
  return (card.imageType && cardDisplayNames[card.imageType]) || card.brand
}

export interface AddAvailability {
  bank: boolean
  snap: boolean
  gift: boolean
  /** Why SNAP or gift cards cannot be added, when they cannot. */
  snapNote?: string
  giftNote?: string
}

/**
 * What can be added: SNAP and gift cards need a backup bank card first (in checkout
 * mode), at most one SNAP card and five gift cards are saved (§5 "Other rules", §6).
 */
export function addAvailability(
  groups: WalletGroups,
  mode: 'checkout' | 'my-wallet',
): AddAvailability {
  const hasBank = groups.bankCards.length > 0
  const needsBackup = mode === 'checkout' && !hasBank
  const result: AddAvailability = {
    bank: true,
    snap: !needsBackup && groups.snapCards.length < WALLET_LIMITS.snapCardsSaved,
    gift: !needsBackup && groups.giftCards.length < WALLET_LIMITS.giftCardsSaved,
  }
  if (needsBackup) {
    result.snapNote = walletText.snapNeedsBackup
    result.giftNote = walletText.giftNeedsBackup
  } else {
    // A disabled Add says why: the limits' own catalogue texts (§8, §9).
    if (!result.snap) result.snapNote = messages.oneSnapCardOnly
    if (!result.gift) result.giftNote = messages.giftCardLimitReached
  }
  return result
}

/** The title of a card row: the card art's own name, else the brand's name; gift cards 'Gift Card'. */
export function cardRowName(card: Pick<WalletCard, 'imageType' | 'brand' | 'cardType'>): string {
  if (card.cardType === 'GIFT_CARD') return walletText.sectionGift
  if (card.cardType === 'EBT_CARD') return walletText.sectionSnap
  const own = card.imageType ? cardDisplayNames[card.imageType] : undefined
  return own ?? cardBrandNames[card.brand] ?? card.brand
}

/**
 * Why Confirm cannot save the working selection in checkout mode (wallet-flyout.md §4
 * "Closing", §8 "Form and flyout messages"), or undefined: no bank card in the wallet
 * ('Please add a new Credit/Debit card to continue.'), none chosen, the chosen one
 * expired, or without a billing address.
 */
export function confirmBlocker(
  selection: WalletSelection,
  groups: WalletGroups,
): 'bankCardRequired' | 'noCardSelected' | 'cardExpired' | 'billingAddressMissing' | undefined {
  if (groups.bankCards.length === 0) return 'bankCardRequired'
  const card = groups.bankCards.find((c) => c.id === selection.bankCardId)
  if (card === undefined) return 'noCardSelected'
  if (card.expired) return 'cardExpired'
  if (card.billingAddress === undefined) return 'billingAddressMissing'
  return undefined
}

/** Gift cards an order may carry (wallet-flyout.md §9: at most 5 per order). */
export const GIFT_CARDS_PER_ORDER = 5

/**
 * Why no more gift cards can be added to this order (§8 gift-card form texts), or
 * undefined: five already chosen, or the chosen gift cards and the EBT amount cover the
 * order total. Checkout mode only.
 */
export function giftCardAddBlocker(
  groups: WalletGroups,
  { mode, selection, orderInfo, ebtPaymentTotal = 0 }: SelectabilityContext,
): 'giftCardOrderLimit' | 'giftCardsCoverTotal' | undefined {
  if (mode !== 'checkout') return undefined
  if (selection.giftCardIds.length >= GIFT_CARDS_PER_ORDER) return 'giftCardOrderLimit'
  if (
    orderInfo !== undefined &&
    selection.giftCardIds.length > 0 &&
    giftBalanceTotal(groups, selection.giftCardIds) + ebtPaymentTotal >= orderInfo.total
  ) {
    return 'giftCardsCoverTotal'
  }
  return undefined
}
