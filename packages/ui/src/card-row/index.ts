/**
 * Cards in a list: `CardRow.Root` (a `<ul>`) around `CardRow.Item`s built from
 * `CardRow.Media`, `CardRow.Body` (`Title`, `Badges`, `Meta`) and `CardRow.Actions`, or
 * around the ready cards `AddressCard`, `StoreResultCard` and `PaymentCardRow`.
 */

export { AddressCard, type AddressCardProps } from './address-card.js'
export { cardExpiryDate, maskedCardNumber } from './card-number.js'
export * as CardRow from './card-row.js'
export type { CardRowCardProps } from './card-row-card-props.js'
export { MaskedCardNumber, type MaskedCardNumberProps } from './masked-card-number.js'
export { PaymentCardRow, type PaymentCardRowProps } from './payment-card-row.js'
export { StoreResultCard, type StoreResultCardProps } from './store-result-card.js'
