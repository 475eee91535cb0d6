import type { LineItem } from './checkout.js'
import type { FlashSale } from './flash-sales.js'
import type { CheckoutModalityType } from './modality.js'

// The flash sales' limit and mapper without their schemas (see helpers.test.ts).

/** At most 3 flash-sale items are shown (checkout.md §9). */
export const FLASH_SALES_SHOWN = 3

/**
 * The line item added for a flash sale: gtin13, quantity, modalityType,
 * substitutionPolicy NONE, couponId and sourceStoreId (checkout.md §3). The
 * quantity is capped by the sale's maximum.
 */
export function flashSaleLineItem(
  sale: FlashSale,
  quantity: number,
  modalityType: CheckoutModalityType,
): LineItem {
  return {
    cart: { gtin13: sale.gtin13 },
    quantity: Math.max(0, Math.min(quantity, sale.maxQuantity)),
    modalityType,
    substitutionPolicy: 'NONE',
    couponId: sale.couponId,
    sourceStoreId: sale.sourceStoreId,
  }
}
