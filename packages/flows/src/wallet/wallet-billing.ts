import type { AccountAddress, PostalAddress } from '@aisle/api'
import { toBillingAddressUpdate } from '@aisle/api'
import type { BillingAddressValues } from './validation.js'

/** A choice of the billing address list. */
export interface BillingChoice {
  id: string
  address: PostalAddress
  /** The card's own address, not among the account's. */
  fromCard: boolean
}

const CARD_ADDRESS_ID = 'card-address'

const same = (a: PostalAddress, b: PostalAddress) =>
  a.street.trim().toLowerCase() === b.street.trim().toLowerCase() &&
  (a.unit ?? '').trim().toLowerCase() === (b.unit ?? '').trim().toLowerCase() &&
  a.locality.trim().toLowerCase() === b.locality.trim().toLowerCase() &&
  a.region === b.region &&
  a.postalCode.slice(0, 5) === b.postalCode.slice(0, 5)

/**
 * The billing list (wallet-flyout.md §4 "Billing address flow"): home addresses first;
 * the card's own address matched to an account address, or appended when not found.
 * Returns the choices and the id the card's address matched (its default pick).
 */
export function billingChoices(
  addresses: readonly AccountAddress[],
  cardAddress: PostalAddress | undefined,
): { choices: BillingChoice[]; selectedId: string | undefined } {
  const sorted = [...addresses].sort(
    (a, b) => (a.type === 'home' ? 0 : 1) - (b.type === 'home' ? 0 : 1),
  )
  const choices: BillingChoice[] = sorted.map((entry) => ({
    id: entry.id,
    address: entry.address,
    fromCard: false,
  }))
  if (cardAddress === undefined) return { choices, selectedId: choices[0]?.id }
  const match = choices.find((choice) => same(choice.address, cardAddress))
  if (match) return { choices, selectedId: match.id }
  choices.push({ id: CARD_ADDRESS_ID, address: cardAddress, fromCard: true })
  return { choices, selectedId: CARD_ADDRESS_ID }
}

/** The form's values of an address. */
export function billingValuesOf(address: PostalAddress | undefined): BillingAddressValues {
  return {
    street: address?.street ?? '',
    unit: address?.unit ?? '',
    city: address?.locality ?? '',
    state: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
  }
}

/** The update payload of the address form (§3 "Account address"). */
export function billingUpdateOf(values: BillingAddressValues, addressId: string | undefined) {
  const unit = values.unit?.trim()
  return toBillingAddressUpdate({
    ...(addressId === undefined || addressId === CARD_ADDRESS_ID ? {} : { id: addressId }),
    address: {
      street: values.street.trim(),
      ...(unit ? { unit } : {}),
      locality: values.city.trim(),
      region: values.state,
      postalCode: values.postalCode.trim(),
      countryCode: 'US',
    },
  })
}

/** The postal address of the form's values (country from the region). */
export function postalOfBillingValues(values: BillingAddressValues): PostalAddress {
  const { address } = billingUpdateOf(values, undefined)
  const unit = address.addressLine2
  return {
    street: address.addressLine1,
    ...(unit ? { unit } : {}),
    locality: address.city,
    region: address.stateCode,
    postalCode: address.zip,
    countryCode: address.countryCode,
  }
}
