import type { ApiClient, Basket, BasketLine, CheckoutModalityType } from '@aisle/api'
import { apiKey, useApiMutation, useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useState } from 'react'
import { addOneChange, type CartGroup, type CartMode, groupCartLines } from './cart.js'

export type CartState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty'; basket: Basket }
  | { status: 'ready'; basket: Basket; groups: CartGroup[] }

export interface Cart {
  state: CartState
  /** True while a change is being saved. */
  busy: boolean
  /** True when the last change failed (the table shows the error card). */
  changeFailed: boolean
  setQuantity: (
    line: Pick<BasketLine, 'gtin13' | 'modalityType'>,
    quantity: number,
  ) => Promise<void>
  remove: (line: Pick<BasketLine, 'gtin13' | 'modalityType'>) => Promise<void>
  /** Adds one more of an item, of the given modality (the active one) when it is known. */
  addOne: (gtin13: string, modalityType?: CheckoutModalityType) => Promise<void>
  /** Reads the basket again (the error card's Reload). */
  reload: () => void
}

export interface UseCartOptions {
  client: ApiClient
  /** The cart or a placed order's items. @default { mode: 'cart' } */
  mode?: CartMode
  /** False skips the read (a signed-out visitor has no basket). @default true */
  enabled?: boolean
}

/**
 * The basket with its lines grouped by modality, and its changes (checkout.md §7 "Basket
 * delete or update"): each change is saved, then the answer replaces the cached basket, and
 * the cart checkout the scheduling step reads is refetched.
 */
export function useCart({ client, mode = { mode: 'cart' }, enabled = true }: UseCartOptions): Cart {
  const orderId = mode.mode === 'modify' ? mode.orderId : undefined
  const args = orderId === undefined ? {} : { query: { orderId } }
  const query = useApiQuery(client, 'basket', enabled ? args : null)
  const update = useApiMutation(client, 'updateBasket', {
    key: apiKey('basket', args),
    populateCache: true,
    revalidate: false,
    throwOnError: false,
  })
  const revalidate = useRevalidateApi()
  const [changeFailed, setChangeFailed] = useState(false)

  const basket = query.data
  const change = useCallback(
    async (lines: { gtin13: string; quantity: number; modalityType?: CheckoutModalityType }[]) => {
      const body = orderId === undefined ? { lines } : { orderId, lines }
      const answer = await update.trigger({ body })
      setChangeFailed(answer === undefined)
      if (answer !== undefined && orderId === undefined)
        await revalidate('checkout', { params: { checkoutId: answer.id } })
    },
    [orderId, update, revalidate],
  )

  const state: CartState =
    query.error !== undefined || changeFailed
      ? { status: 'error' }
      : basket === undefined
        ? { status: 'loading' }
        : basket.lines.length === 0
          ? { status: 'empty', basket }
          : { status: 'ready', basket, groups: groupCartLines(basket.lines) }

  return {
    state,
    busy: update.isMutating,
    changeFailed,
    setQuantity: (line, quantity) =>
      change([{ gtin13: line.gtin13, quantity, modalityType: line.modalityType }]),
    remove: (line) =>
      change([{ gtin13: line.gtin13, quantity: 0, modalityType: line.modalityType }]),
    addOne: (gtin13, modalityType) =>
      change([addOneChange(basket?.lines ?? [], gtin13, modalityType)]),
    reload: () => {
      setChangeFailed(false)
      void query.mutate()
    },
  }
}
