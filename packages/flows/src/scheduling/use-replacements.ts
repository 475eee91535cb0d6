import {
  type ApiClient,
  type ApiError,
  messages,
  type ReplacementRecord,
  type SimilarItem,
} from '@aisle/api'
import { useApiQuery, useRevalidateApi, useServiceQuery } from '@aisle/api/swr'
import { useMemo, useReducer, useState } from 'react'
import {
  type FalloutItem,
  initialReplacementsState,
  type ReplacementsState,
  replaceLine,
  replacementsReducer,
  similarPage,
} from './replacements.js'
import { CART_CHECKOUT_ID } from './scheduling-requests.js'
import { createSchedulingServices, type SchedulingServices } from './scheduling-services.js'
import { readStatusOf } from './use-scheduling-reads.js'

export interface UseReplacementsOptions {
  client: ApiClient
  /** The items the chosen time leaves out. */
  fallout: readonly FalloutItem[]
  /** The chosen time's option id: `option.validate` of the replacements call (§7). */
  optionId: string | undefined
  /** The calls; tests hand in fakes. @default createSchedulingServices(client) */
  services?: SchedulingServices
  now?: () => Date
  /** Where replacement records go (ttl 60 minutes). */
  onReplaced?: (record: ReplacementRecord) => void
}

export type SimilarItemsState =
  | { status: 'idle' | 'loading' }
  | { status: 'empty'; message: string }
  | { status: 'error'; message: string }
  | { status: 'loaded'; items: SimilarItem[]; page: number; pages: number }

export interface Replacements {
  state: ReplacementsState
  /** 'Items Are Unavailable' while items remain, then 'You're All Set'. */
  allSet: boolean
  /** The item being replaced, on the second screen. */
  original: FalloutItem | undefined
  similar: SimilarItemsState
  replacing: boolean
  /** 'There was a problem, please try again.' after a failed confirm (§8). */
  confirmError: string | undefined
  openSelect: (upc: string) => void
  back: () => void
  choose: (upc: string) => void
  setPage: (page: number) => void
  reloadSimilar: () => void
  replace: () => Promise<void>
}

/** The replacements drawer (checkout.md §2 "Replacements drawer", §4, §8 "Replacements"). */
export function useReplacements({
  client,
  fallout,
  optionId,
  services: given,
  now = () => new Date(),
  onReplaced,
}: UseReplacementsOptions): Replacements {
  const services = useMemo(() => given ?? createSchedulingServices(client), [given, client])
  const [state, dispatch] = useReducer(replacementsReducer, initialReplacementsState)
  const [replacing, setReplacing] = useState(false)
  const [confirmError, setConfirmError] = useState<string>()
  const revalidate = useRevalidateApi()
  const cart = useApiQuery(client, 'checkout', { params: { checkoutId: CART_CHECKOUT_ID } })
  const upc = state.view.screen === 'select' ? state.view.upc : undefined
  const similarRead = useServiceQuery(
    upc === undefined || optionId === undefined
      ? null
      : (['scheduling', 'similarItems', upc, optionId] as const),
    ([, , item, option]) => services.similarItems(item, option),
  )
  const similar: SimilarItemsState = (() => {
    const status = readStatusOf(similarRead, upc !== undefined && optionId !== undefined)
    if (status === 'error') return { status: 'error', message: messages.similarItemsFailed }
    const data = similarRead.data
    if (status !== 'success' || data === undefined) return { status: status as 'idle' | 'loading' }
    if (data.every((item) => !item.available))
      return { status: 'empty', message: messages.noSimilarItems }
    const { items, pages } = similarPage(data, state.page)
    return { status: 'loaded', items, page: state.page, pages }
  })()
  return {
    state,
    allSet: fallout.filter((item) => item.replaceable).length === 0,
    original: fallout.find((item) => item.gtin13 === upc),
    similar,
    replacing,
    confirmError,
    openSelect: (next) => {
      setConfirmError(undefined)
      dispatch({ type: 'OPEN_SELECT', upc: next })
    },
    back: () => dispatch({ type: 'BACK' }),
    choose: (next) => dispatch({ type: 'CHOOSE', upc: next }),
    setPage: (page) => dispatch({ type: 'PAGE', page }),
    reloadSimilar: () => void similarRead.mutate(undefined),
    replace: async () => {
      dispatch({ type: 'REPLACE' })
      const current = cart.data
      if (state.choice === undefined || upc === undefined || current === undefined) return
      const result = replaceLine(current.lineItems, upc, state.choice, now())
      if (result === undefined) return
      setReplacing(true)
      setConfirmError(undefined)
      try {
        await services.updateCartLines(CART_CHECKOUT_ID, {
          versionKey: current.versionKey,
          payments: current.payments,
          lineItems: result.lineItems,
        })
        onReplaced?.(result.record)
        dispatch({ type: 'REPLACED' })
        await revalidate('checkout', { params: { checkoutId: CART_CHECKOUT_ID } })
      } catch (error) {
        setConfirmError(messages.replacementConfirmFailed)
        if (!(error as ApiError).message) throw error
      } finally {
        setReplacing(false)
      }
    },
  }
}
