import type { Checkout } from '@aisle/api'

// The Prop 65 rule and texts apart from the rest of the confirmation rules: the footer of
// every page shows the warning, so the shell loads this module and not the order complete
// page's rules.

/** The delivery address's state, upper case, for a delivery order. */
const deliveryState = (checkout: Pick<Checkout, 'modalityType' | 'fulfillment' | 'buyer'>) =>
  checkout.modalityType === 'Delivery'
    ? (checkout.fulfillment?.contact?.address ?? checkout.buyer?.address)?.stateProvince
        .trim()
        .toUpperCase()
    : undefined

/**
 * The footer's Prop 65 warning. The spec gives the rule, not the wording: this is the
 * short-form warning California's regulations allow.
 */
export const prop65Text = {
  label: 'California Proposition 65 warning',
  warning: 'WARNING: Cancer and Reproductive Harm -',
  link: 'www.P65Warnings.ca.gov',
  href: 'https://www.p65warnings.ca.gov/',
} as const

/**
 * The Prop 65 warning shows only when a product requires it and the delivery state is CA
 * (checkout.md §5).
 */
export function showsProp65Warning(
  checkout: Pick<Checkout, 'modalityType' | 'fulfillment' | 'buyer' | 'lineItems'>,
): boolean {
  const ca = deliveryState(checkout)
  return (
    (ca === 'CA' || ca === 'CALIFORNIA') &&
    checkout.lineItems.some((line) => line.isItemProp65 === true && line.quantity > 0)
  )
}
