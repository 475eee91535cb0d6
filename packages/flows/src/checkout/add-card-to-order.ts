import {
  type ApiClient,
  type ApiError,
  type BodyOf,
  type Checkout,
  isApiError,
  messages,
  type ResponseOf,
} from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useRef, useState } from 'react'

/**
 * What a failed add card to order (v1) tells the shopper (checkout.md §7, §8 "Payment and
 * order"): no answer or the service's fault, 'Sorry, but we're having trouble accepting
 * new card information. Would you like to try again?' with its error code and a retry;
 * card data refused (400, 420), 'There was a problem validating your information. Please
 * try again.'; anything else, 'There was an error adding your card'.
 */
export interface AddCardFailure {
  message: string
  retry: boolean
}

/** Card data the service refused: a bad request, or invalid card information (420). */
const CARD_DATA_STATUSES = new Set([400, 420, 422])

export function addCardFailureOf(error: ApiError): AddCardFailure {
  if (error.kind === 'timeout' || error.kind === 'network' || error.status >= 500) {
    const code = error.code ?? (error.status > 0 ? String(error.status) : undefined)
    return {
      message:
        code === undefined ? messages.addCardRetry : `${messages.addCardRetry} Error Code ${code}`,
      retry: true,
    }
  }
  if (CARD_DATA_STATUSES.has(error.status))
    return { message: messages.cardDataInvalid, retry: false }
  return { message: messages.addCardFailed, retry: false }
}

export type AddCardToOrderState =
  | { status: 'idle' }
  | { status: 'adding' }
  | { status: 'added'; cardId: string | undefined }
  | { status: 'failed'; failure: AddCardFailure }

type PaymentCard = BodyOf<'addCardToOrder'>['paymentCard']

/**
 * Add card to order (v1): a card from the wallet goes onto the order by its facility
 * (checkout.md §7); on success the order is read again. `retry` sends the last card again.
 */
export function useAddCardToOrder({
  client,
  checkout,
  appName = 'CLICKLIST',
}: {
  client: ApiClient
  checkout: Pick<Checkout, 'id' | 'paymentDetails'>
  appName?: BodyOf<'addCardToOrder'>['appName']
}) {
  const [state, setState] = useState<AddCardToOrderState>({ status: 'idle' })
  const revalidate = useRevalidateApi()
  const last = useRef<PaymentCard | undefined>(undefined)

  const add = useCallback(
    async (paymentCard: PaymentCard): Promise<ResponseOf<'addCardToOrder'> | undefined> => {
      last.current = paymentCard
      const facilityId = checkout.paymentDetails?.accountingLocation?.facilityId
      if (facilityId === undefined) {
        // An order without its facility cannot take a card: nothing to send.
        setState({ status: 'failed', failure: { message: messages.addCardFailed, retry: false } })
        return undefined
      }
      setState({ status: 'adding' })
      try {
        const answer = await client.call('addCardToOrder', {
          body: {
            appName,
            facilityId,
            paymentCard,
            orderId: checkout.id,
          },
        })
        setState({ status: 'added', cardId: answer.cardId })
        await revalidate('checkout', { params: { checkoutId: checkout.id } })
        return answer
      } catch (error) {
        if (!isApiError(error)) throw error
        setState({ status: 'failed', failure: addCardFailureOf(error) })
        return undefined
      }
    },
    [client, appName, checkout.id, checkout.paymentDetails, revalidate],
  )

  return {
    state,
    add,
    retry: useCallback(
      () => (last.current ? add(last.current) : Promise.resolve(undefined)),
      [add],
    ),
    dismiss: useCallback(() => setState({ status: 'idle' }), []),
  }
}
