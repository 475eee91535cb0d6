import { useCallback, useState } from 'react'
import { promoCodeError, promoText } from './tip-promo.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

export interface AppliedPromo {
  code: string
  description: string | undefined
}

export interface PromoForm {
  code: string
  error: string | undefined
  applied: AppliedPromo[]
  /** 'Applying promo...' or 'Removing promo...' while the update runs (checkout.md §4). */
  status: string | undefined
  failure: string | undefined
  pending: boolean
  change: (code: string) => void
  apply: () => Promise<boolean>
  remove: (code: string) => Promise<boolean>
}

/**
 * Promo codes (checkout.md §4, §5, §8): required, at most 128; applying or removing shows
 * its progress; success raises the toast '{code} successfully added to order!'.
 */
export function usePromo(
  page: CheckoutPage,
  { onAdded }: { onAdded: (message: string) => void },
): PromoForm {
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const { send } = page

  const apply = useCallback(async () => {
    setTried(true)
    if (promoCodeError(code) !== undefined) return false
    const value = code.trim()
    const ok = await send('promo-add', {
      priceAdjustment: { promos: [{ action: 'Add', code: value }] },
    })
    if (ok) {
      setCode('')
      setTried(false)
      onAdded(promoText.added(value))
    }
    return ok
  }, [code, send, onAdded])

  const remove = useCallback(
    (promo: string) =>
      send('promo-remove', { priceAdjustment: { promos: [{ action: 'Remove', code: promo }] } }),
    [send],
  )

  const update = page.update
  const status =
    update.status === 'pending' && update.label === 'promo-add'
      ? promoText.applying
      : update.status === 'pending' && update.label === 'promo-remove'
        ? promoText.removing
        : undefined
  const failure = failureOf(update, 'promo-add')
    ? promoText.applyFailed
    : failureOf(update, 'promo-remove')
      ? promoText.removeFailed
      : undefined

  return {
    code,
    error: tried ? promoCodeError(code) : undefined,
    applied: (page.checkout?.priceAdjustment?.promos ?? []).map((p) => ({
      code: p.code,
      description: p.description,
    })),
    status,
    failure,
    pending: page.pending,
    change: setCode,
    apply,
    remove,
  }
}
