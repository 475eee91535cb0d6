import * as z from 'zod/mini'
import { CHECKOUT_LIMITS } from './checkout-helpers.js'
import { gtin13, text } from './common.js'

/** Flash sales for gtins (checkout.md §7). */
export const flashSalesRequestSchema = z.object({ gtins: z.array(gtin13).check(z.minLength(1)) })

/** checkout.md §3 "Flash sale". */
export const flashSaleSchema = z.object({
  gtin13,
  category: z.optional(z.string()),
  /** Per item, at most 10 (checkout.md §9). */
  maxQuantity: z.number().check(z.int(), z.positive(), z.lte(CHECKOUT_LIMITS.flashSalePerItem)),
  couponId: text,
  sourceStoreId: text,
  percentOff: z.number().check(z.gt(0), z.lte(100)),
})
export type FlashSale = z.infer<typeof flashSaleSchema>

export const flashSalesResponseSchema = z.object({ flashSales: z.array(flashSaleSchema) })
