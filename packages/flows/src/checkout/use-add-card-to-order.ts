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
import { useCallback, useMemo, useState } from 'react'
import {
  type CheckoutCard,
  type CheckoutServices,
  createCheckoutServices,
} from './checkout-services.js'

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

/** How a card goes onto the order: `save` also records it at the checkout's cards first. */
export interface AddCardToOrderOptions {
  /**
   * A card added during checkout is recorded at /checkout/api/s/cards (checkout.md §7)
   * before it goes onto the order, with the wallet's save choice. Unset: the order only.
   */
  save?: boolean
}

/**
 * Add card to order (v1): a card from the wallet goes onto the order by its facility
 * (checkout.md §7); on success the order is read again. `retry` sends the last card again.
 */
export function useAddCardToOrder({
  client,
  checkout,
  appName = 'CLICKLIST',
  services,
}: {
  client: ApiClient
  checkout: Pick<Checkout, 'id' | 'paymentDetails'>
  appName?: BodyOf<'addCardToOrder'>['appName']
  /** The checkout's calls; by default over `client`. Tests hand in fakes. */
  services?: CheckoutServices
}) {
  const [state, setState] = useState<AddCardToOrderState>({ status: 'idle' })
  const [last, setLast] = useState<{ card: CheckoutCard; options: AddCardToOrderOptions }>()
  const revalidate = useRevalidateApi()
  const calls = useMemo(() => services ?? createCheckoutServices(client), [client, services])
  const orderId = checkout.id
  const facilityId = checkout.paymentDetails?.accountingLocation?.facilityId

  const add = useCallback(
    async (
      paymentCard: CheckoutCard,
      options: AddCardToOrderOptions = {},
    ): Promise<ResponseOf<'addCardToOrder'> | undefined> => {
      setLast({ card: paymentCard, options })
      if (facilityId === undefined) {
        // An order without its facility cannot take a card: nothing to send.
        setState({ status: 'failed', failure: { message: messages.addCardFailed, retry: false } })
        return undefined
      }
      setState({ status: 'adding' })
      try {
        if (options.save !== undefined) {
          await calls.addCheckoutCard({ card: paymentCard, save: options.save })
        }
        const answer = await calls.addCardToOrder({ appName, facilityId, paymentCard, orderId })
        setState({ status: 'added', cardId: answer.cardId })
        await revalidate('checkout', { params: { checkoutId: orderId } })
        return answer
      } catch (error) {
        if (!isApiError(error)) throw error
        setState({ status: 'failed', failure: addCardFailureOf(error) })
        return undefined
      }
    },
    [calls, appName, orderId, facilityId, revalidate],
  )

  return {
    state,
    add,
    retry: useCallback(
      () => (last ? add(last.card, last.options) : Promise.resolve(undefined)),
      [add, last],
    ),
    dismiss: useCallback(() => setState({ status: 'idle' }), []),
  }
}

export type AddCardToOrder = ReturnType<typeof useAddCardToOrder>
