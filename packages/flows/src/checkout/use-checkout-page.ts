import {
  type ApiError,
  type Checkout,
  type CheckoutUpdateRequest,
  checkoutUpdateKindOf,
  isApiError,
} from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  type CheckoutUpdateState,
  checkoutUpdateReducer,
  initialCheckoutUpdate,
  needsRescheduling,
} from './checkout-page.js'
import type {
  CheckoutPage,
  CheckoutPageStatus,
  CheckoutUpdatePart,
  UseCheckoutPageOptions,
} from './checkout-page-model.js'
import { paymentStepRedirect } from './payment-step.js'

export type {
  CheckoutPage,
  CheckoutPageStatus,
  CheckoutUpdatePart,
  UseCheckoutPageOptions,
} from './checkout-page-model.js'

/** The payment step's checkout, its redirects and its one-at-a-time updates (checkout.md §2, §4). */
export function useCheckoutPage({
  client,
  checkoutId,
  modify = false,
  signedIn = true,
}: UseCheckoutPageOptions): CheckoutPage {
  const query = useApiQuery(
    client,
    'checkout',
    checkoutId === null || !signedIn ? null : { params: { checkoutId } },
  )
  // The review of a modification reads the order afresh on arrival: it shows the basket as
  // the cart-modify page left it and the cost change, not the order as placed and cached
  // when it was placed (checkout.md §2 "Summary sections", §4 "Modify submit").
  const { mutate: refresh } = query
  useEffect(() => {
    if (modify && checkoutId !== null && signedIn) void refresh()
  }, [modify, checkoutId, signedIn, refresh])
  const [update, dispatch] = useReducer(pageUpdateReducer, initialCheckoutUpdate)
  const checkout = query.data
  const latest = useRef(checkout)
  latest.current = checkout

  const notFound = checkoutId === null || query.error?.status === 404
  let page: CheckoutPageStatus
  if (!signedIn) page = { status: 'redirect', redirect: { to: 'signin' } }
  else if (notFound)
    page = { status: 'redirect', redirect: modify ? { to: 'cart-modify' } : { to: 'cart' } }
  else if (query.error) page = { status: 'error', error: query.error }
  else if (!checkout) page = { status: 'loading' }
  else {
    const redirect = paymentStepRedirect({
      signedIn,
      modify,
      checkoutFound: true,
      needsRescheduling: needsRescheduling(checkout, modify),
      itemCount: checkout.lineItems.filter((line) => line.quantity > 0).length,
    })
    page = redirect ? { status: 'redirect', redirect } : { status: 'ready', checkout }
  }

  const { mutate } = query
  const replace = useCallback(
    (next: Checkout) => void mutate(next, { revalidate: false }),
    [mutate],
  )

  // Updates go one after another: one asked for while another is in flight (a note's
  // blur during the automatic payment update) waits for it, then carries the versionKey
  // that update answered with, instead of being dropped.
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const send = useCallback(
    (label: string, part: CheckoutUpdatePart): Promise<boolean> => {
      const run = async (): Promise<boolean> => {
        const current = latest.current
        if (!current) return false
        const body = {
          versionKey: current.versionKey,
          payments: current.payments,
          ...part,
        } as CheckoutUpdateRequest
        dispatch({ type: 'START', kind: checkoutUpdateKindOf(body), label })
        try {
          const next = await client.call('updateCheckout', {
            params: { checkoutId: current.id },
            body,
          })
          latest.current = next
          replace(next)
          dispatch({ type: 'DONE' })
          return true
        } catch (error) {
          if (!isApiError(error)) throw error
          dispatch({ type: 'FAIL', error })
          return false
        }
      }
      const result = queue.current.then(run)
      queue.current = result.catch(() => undefined)
      return result
    },
    [client, replace],
  )

  return {
    page,
    checkout,
    modify,
    update,
    pending: update.status === 'pending',
    send,
    replace,
    dismissFailure: useCallback(() => dispatch({ type: 'DISMISS' }), []),
    reload: useCallback(() => void query.mutate(), [query.mutate]),
  }
}

/** The page's updates; dismissing when nothing failed (a section's stale Close) changes nothing. */
function pageUpdateReducer(
  state: CheckoutUpdateState,
  event: Parameters<typeof checkoutUpdateReducer>[1],
): CheckoutUpdateState {
  if (event.type === 'DISMISS' && state.status !== 'failed') return state
  return checkoutUpdateReducer(state, event)
}

/** The failure of an action, when the last update was that action and failed. */
export function failureOf(update: CheckoutUpdateState, ...labels: string[]): ApiError | undefined {
  return update.status === 'failed' && labels.includes(update.label) ? update.error : undefined
}
