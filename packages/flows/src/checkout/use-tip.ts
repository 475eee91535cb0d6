import { type ApiClient, TIPPING_POLICY_CONTAINER_ID } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useCallback, useState } from 'react'
import {
  canChangeTip,
  customTipError,
  customTipNotice,
  type TipOption,
  tipOptions,
  tipPercent,
  tipText,
} from './tip-promo.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

export const OTHER_TIP = 'other'

export interface TipForm {
  /** A tip is offered: a delivery order whose checkout carries the tip offer. */
  shown: boolean
  /** The tip can change only when gratuity is modifiable and nothing is pending (§4). */
  canChange: boolean
  options: TipOption[]
  /** The chosen option's key: a suggestion, 'none' or 'other'. */
  selected: string
  amount: number
  /** Tip over subtotal, rounded (checkout.md §5). */
  percent: number
  maxAmount: number
  customOpen: boolean
  customText: string
  customError: string | undefined
  /** 'The maximum tip is $X' after an amount over it was replaced by it (§5). */
  customNotice: string | undefined
  failure: string | undefined
  pending: boolean
  choose: (key: string) => Promise<void>
  /** `clamped`: the field replaced a bigger amount by the maximum. */
  changeCustom: (text: string, details?: { clamped: boolean }) => void
  submitCustom: () => Promise<boolean>
  closeCustom: () => void
}

/**
 * The tip (checkout.md §3 "Tip suggestion", §4, §5 "Custom tip", §8): suggestions without
 * zero values, 'None' and 'Other Amount'; a failed change shows one of the two messages.
 */
export function useTip(page: CheckoutPage): TipForm {
  const checkout = page.checkout
  const gratuity = checkout?.calculatedProperties?.gratuity
  const amount = checkout?.paymentDetails?.gratuityAmount ?? 0
  const subtotal = checkout?.summary?.cost.itemTotal ?? 0
  const options = tipOptions(gratuity?.suggestions ?? [])
  const [customOpen, setCustomOpen] = useState(false)
  const [customText, setCustomText] = useState('')
  const [customTried, setCustomTried] = useState(false)
  const [customClamped, setCustomClamped] = useState(false)
  const maxAmount = gratuity?.maxAmount ?? 0

  const matching = options.find((o) => o.value !== undefined && o.value === amount)
  const selected = customOpen ? OTHER_TIP : (matching?.key ?? (amount > 0 ? OTHER_TIP : 'none'))
  const { send } = page

  const choose = useCallback(
    async (key: string) => {
      if (key === OTHER_TIP) {
        setCustomOpen(true)
        return
      }
      const option = options.find((o) => o.key === key)
      if (option?.value === undefined) return
      setCustomOpen(false)
      await send('tip', { paymentDetails: { gratuityAmount: option.value } })
    },
    [options, send],
  )

  const submitCustom = useCallback(async () => {
    setCustomTried(true)
    if (customTipError(customText, maxAmount) !== undefined) return false
    const value = Number(customText.trim().replace(/^\$/, ''))
    const ok = await send('tip-amount', { paymentDetails: { gratuityAmount: value } })
    if (ok) {
      // The tip update resets the custom tip form (§4).
      setCustomText('')
      setCustomTried(false)
      setCustomClamped(false)
      setCustomOpen(false)
    }
    return ok
  }, [customText, maxAmount, send])

  const failure = failureOf(page.update, 'tip')
    ? tipText.failed
    : failureOf(page.update, 'tip-amount')
      ? tipText.amountFailed
      : undefined

  return {
    shown: checkout?.modalityType === 'Delivery' && gratuity !== undefined,
    canChange: canChangeTip({
      gratuityModifiable: gratuity?.modifiable ?? false,
      updatePending: page.pending,
    }),
    options,
    selected,
    amount,
    percent: tipPercent(amount, subtotal),
    maxAmount,
    customOpen,
    customText,
    customError: customTried ? customTipError(customText, maxAmount) : undefined,
    failure,
    pending: page.pending,
    choose,
    customNotice: customTipNotice(customClamped, maxAmount),
    changeCustom: useCallback((text: string, details?: { clamped: boolean }) => {
      setCustomText(text)
      setCustomClamped(details?.clamped === true)
    }, []),
    submitCustom,
    closeCustom: useCallback(() => {
      setCustomOpen(false)
      setCustomTried(false)
      setCustomClamped(false)
    }, []),
  }
}

/** The tip panel's policy: a title and paragraphs. */
export interface TippingPolicy {
  title: string | undefined
  paragraphs: string[]
}

/**
 * The tipping policy the tip panel shows (checkout.md §7 "Tipping policy content": the
 * flex container 'tipping-policy'). Until it loads, and when it cannot be read, the
 * panel keeps its one line of §9 ('100% of tips go to the delivery person; the tip is
 * optional.'), so the shopper is never without it. `enabled`: only where a tip is offered.
 */
export function useTippingPolicy(client: ApiClient, enabled: boolean): TippingPolicy {
  const content = useApiQuery(
    client,
    'flexContent',
    enabled ? { params: { containerId: TIPPING_POLICY_CONTAINER_ID } } : null,
  )
  const data = content.data
  if (data === undefined) return { title: undefined, paragraphs: [tipText.allToDriver] }
  return { title: data.title, paragraphs: data.blocks.map((block) => block.text) }
}
