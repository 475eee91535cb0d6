// A leaf module (no @aisle/api values), read by the header in the storefront's entry chunk.
import type { ModalityType } from '@aisle/api'
import { modalityTabLabels, selectorText } from './selector-texts.js'

// ---------------------------------------------------------------------------
// Cookies for modality, fulfillment and store (§9). The unit of "2" is not shown:
// days are assumed.
// ---------------------------------------------------------------------------

export const SELECTOR_COOKIE_DAYS = 2
export const SELECTOR_COOKIE_MAX_AGE = SELECTOR_COOKIE_DAYS * 24 * 60 * 60

export interface SelectorCookie {
  name: 'modality' | 'fulfillment' | 'store'
  value: string
  maxAge: number
}

/** What the header shows of the shopper's choice, kept in the three cookies. */
export interface ShoppingChoice {
  modalityType: ModalityType
  /** The store or fulfilment location. */
  locationId: string
  /** The store's name or the delivery option's label. */
  name: string
}

export function selectorCookies(choice: ShoppingChoice): SelectorCookie[] {
  return [
    { name: 'modality', value: choice.modalityType, maxAge: SELECTOR_COOKIE_MAX_AGE },
    { name: 'fulfillment', value: choice.locationId, maxAge: SELECTOR_COOKIE_MAX_AGE },
    { name: 'store', value: encodeURIComponent(choice.name), maxAge: SELECTOR_COOKIE_MAX_AGE },
  ]
}

const MODALITY_TYPES: readonly string[] = ['DELIVERY', 'PICKUP', 'SHIP', 'IN_STORE']

/** The choice kept in `document.cookie`, or undefined when a cookie is missing or bad. */
export function choiceFromCookies(cookieHeader: string): ShoppingChoice | undefined {
  const jar = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const modalityType = jar.get('modality')
  const locationId = jar.get('fulfillment')
  const store = jar.get('store')
  if (!modalityType || !MODALITY_TYPES.includes(modalityType) || !locationId || !store) {
    return undefined
  }
  try {
    return {
      modalityType: modalityType as ModalityType,
      locationId,
      name: decodeURIComponent(store),
    }
  } catch {
    return undefined
  }
}

const typeLabels: Record<ModalityType, string> = { ...modalityTabLabels, SHIP: 'Ship' }

/** The header control's text: the current store or option, or 'Select Store' before any choice. */
export function selectorTriggerLabel(choice: ShoppingChoice | undefined): string {
  return choice === undefined
    ? selectorText.selectStore
    : `${typeLabels[choice.modalityType]}: ${choice.name}`
}
