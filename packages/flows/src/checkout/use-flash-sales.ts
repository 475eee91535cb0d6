import type { ApiClient, FlashSale } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo, useState } from 'react'
import { useFlashSalesRefetch } from '../selector/use-flash-sales-refetch.js'
import {
  type CheckoutServices,
  createCheckoutServices,
  orderGtins,
  type ReadStatus,
  readStatusOf,
} from './checkout-services.js'
import {
  ALL_DEPARTMENTS,
  appliedFlashSaleQuantity,
  clampFlashSaleQuantity,
  flashSaleDepartments,
  hasAppliedFlashSales,
  visibleFlashSales,
  withFlashSale,
  withoutFlashSales,
} from './flash-sales.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

export interface FlashSaleRow {
  sale: FlashSale
  /** The quantity chosen in the row. */
  quantity: number
  /** The quantity already in the order with the coupon. */
  applied: number
}

export interface FlashSales {
  status: ReadStatus
  departments: string[]
  department: string
  rows: FlashSaleRow[]
  /** Flash-sale coupons are applied to items: leaving warns (checkout.md §4). */
  applied: boolean
  /** Where the shopper wanted to go when the leave warning opened. */
  leaveTarget: string | undefined
  pending: boolean
  failure: string | undefined
  reload: () => void
  setDepartment: (department: string) => void
  setQuantity: (gtin13: string, quantity: number) => void
  add: (gtin13: string) => Promise<boolean>
  /** Leaving to `target`: true when the shopper may go now, else the warning opens. */
  requestLeave: (target: string) => boolean
  /** 'Keep Items': the target to go to. */
  keepAndLeave: () => string | undefined
  /** 'Remove Items': removes the flash-sale lines, then the target to go to. */
  removeAndLeave: () => Promise<string | undefined>
  cancelLeave: () => void
}

/** Flash sales for the order's items (checkout.md §2, §3, §4, §9). */
export function useFlashSales(
  client: ApiClient,
  page: CheckoutPage,
  services?: CheckoutServices,
): FlashSales {
  const checkout = page.checkout
  const lines = checkout?.lineItems ?? []
  const calls = useMemo(() => services ?? createCheckoutServices(client), [client, services])
  const gtins = orderGtins(checkout)
  const read = useServiceQuery(
    gtins.length === 0 ? null : (['checkout', 'flashSales', ...gtins] as const),
    ([, , ...asked]) => calls.flashSales(asked),
  )
  const { mutate } = read
  const reload = useCallback(() => void mutate(), [mutate])
  // A new store or modality may change the sales (shopping-method-selector.md §4).
  useFlashSalesRefetch(reload)
  const sales: FlashSale[] = read.data ?? noSales
  const [department, setDepartment] = useState(ALL_DEPARTMENTS)
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [leaveTarget, setLeaveTarget] = useState<string | undefined>(undefined)
  const applied = hasAppliedFlashSales(lines, sales)
  const { send } = page

  const rows = visibleFlashSales(sales, department).map((sale) => {
    const inOrder = appliedFlashSaleQuantity(lines, sale)
    return {
      sale,
      applied: inOrder,
      quantity: clampFlashSaleQuantity(sale, quantities[sale.gtin13] ?? Math.max(inOrder, 1)),
    }
  })

  const add = useCallback(
    async (gtin13: string) => {
      const row = rows.find((r) => r.sale.gtin13 === gtin13)
      if (!row || !checkout) return false
      return send('flash-add', {
        lineItems: withFlashSale(checkout.lineItems, row.sale, row.quantity, checkout.modalityType),
      })
    },
    [rows, checkout, send],
  )

  const removeAndLeave = useCallback(async () => {
    if (!checkout) return undefined
    const ok = await send('flash-remove', {
      lineItems: withoutFlashSales(checkout.lineItems, sales),
    })
    if (!ok) return undefined
    const target = leaveTarget
    setLeaveTarget(undefined)
    return target
  }, [checkout, sales, send, leaveTarget])

  return {
    status: readStatusOf(read, gtins.length > 0),
    departments: flashSaleDepartments(sales),
    department,
    rows,
    applied,
    leaveTarget,
    pending: page.pending,
    failure: failureOf(page.update, 'flash-add', 'flash-remove')?.message,
    reload,
    setDepartment,
    setQuantity: (gtin13, quantity) => setQuantities((q) => ({ ...q, [gtin13]: quantity })),
    add,
    requestLeave: (target) => {
      if (!applied) return true
      setLeaveTarget(target)
      return false
    },
    keepAndLeave: () => {
      const target = leaveTarget
      setLeaveTarget(undefined)
      return target
    },
    removeAndLeave,
    cancelLeave: () => setLeaveTarget(undefined),
  }
}

const noSales: FlashSale[] = []
