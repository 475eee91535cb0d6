import type { ApiClient, Checkout } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'

/** A gift card paid for the order (its payment methods, or a gift-card payment). */
export function paidWithGiftCard(checkout: Pick<Checkout, 'payments' | 'paymentDetails'>): boolean {
  return (
    (checkout.paymentDetails?.paymentMethods?.giftCards?.length ?? 0) > 0 ||
    checkout.payments.some((p) => p.paymentType === 'GIFT_CARD')
  )
}

/**
 * What is left on the gift cards after a placed order: Get payment with authorizations
 * only and the gift card remaining balance (checkout.md §7 "Get payment"). Asked only
 * when a gift card paid; undefined until it answers, or when it cannot be read.
 */
export function useGiftCardRemainingBalance(
  client: ApiClient,
  checkout: Pick<Checkout, 'id' | 'payments' | 'paymentDetails'> | undefined,
): number | undefined {
  const asked = checkout !== undefined && paidWithGiftCard(checkout)
  const payment = useApiQuery(
    client,
    'payment',
    asked
      ? {
          params: { checkoutId: checkout.id },
          query: { authorizationsOnly: 'true', includeGiftCardRemainingBalance: 'true' },
        }
      : null,
  )
  return payment.data?.remainingBalance
}
