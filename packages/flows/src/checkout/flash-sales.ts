import {
  CHECKOUT_LIMITS,
  type CheckoutModalityType,
  FLASH_SALES_SHOWN,
  type FlashSale,
  flashSaleLineItem,
  type LineItem,
} from '@aisle/api'

/** checkout.md §2 "flash sales (with a department filter)", §4 "Flash sales". Wording ours except the buttons. */
export const flashSalesText = {
  heading: 'Flash Sales',
  allDepartments: 'All Departments',
  department: 'Department',
  percentOff: (percent: number) => `${percent}% off`,
  limit: (max: number) => `Limit ${max} per item`,
  quantity: 'Quantity',
  add: 'Add to Order',
  update: 'Update',
  added: 'Added',
  leaveTitle: 'Flash Sale Items in Your Order',
  leaveText:
    'Flash sale prices apply only to this order. Keep the flash sale items in your order, or remove them before you leave?',
  keepItems: 'Keep Items',
  removeItems: 'Remove Items',
} as const

export const ALL_DEPARTMENTS = 'all'

/** The departments of the sales, for the filter: 'All Departments' first. */
export function flashSaleDepartments(sales: readonly FlashSale[]): string[] {
  const names = new Set<string>()
  for (const sale of sales) if (sale.category) names.add(sale.category)
  return [ALL_DEPARTMENTS, ...[...names].sort()]
}

/** The sales shown: the department's, at most 3 (checkout.md §9). */
export function visibleFlashSales(sales: readonly FlashSale[], department: string): FlashSale[] {
  return sales
    .filter((sale) => department === ALL_DEPARTMENTS || sale.category === department)
    .slice(0, FLASH_SALES_SHOWN)
}

/** The quantity a shopper may take: 1 to the sale's maximum, never above 10 per item (§9). */
export function flashSaleMaxQuantity(sale: Pick<FlashSale, 'maxQuantity'>): number {
  return Math.min(sale.maxQuantity, CHECKOUT_LIMITS.flashSalePerItem)
}

export function clampFlashSaleQuantity(sale: Pick<FlashSale, 'maxQuantity'>, quantity: number) {
  if (!Number.isFinite(quantity)) return 1
  return Math.max(1, Math.min(Math.trunc(quantity), flashSaleMaxQuantity(sale)))
}

const isSaleLine = (line: LineItem, sale: Pick<FlashSale, 'gtin13' | 'couponId'>) =>
  line.cart.gtin13 === sale.gtin13 && line.couponId === sale.couponId

/** The quantity of a sale already in the order (its coupon applied), or 0. */
export function appliedFlashSaleQuantity(lines: readonly LineItem[], sale: FlashSale): number {
  return lines.filter((line) => isSaleLine(line, sale)).reduce((n, line) => n + line.quantity, 0)
}

/** The line items with the sale's line set to `quantity` (checkout.md §3 "Flash sale"). */
export function withFlashSale(
  lines: readonly LineItem[],
  sale: FlashSale,
  quantity: number,
  modality: CheckoutModalityType,
): LineItem[] {
  const others = lines.filter((line) => !isSaleLine(line, sale))
  return [...others, flashSaleLineItem(sale, clampFlashSaleQuantity(sale, quantity), modality)]
}

/** Whether flash-sale coupons are applied to items: leaving the page then warns (§4). */
export function hasAppliedFlashSales(
  lines: readonly LineItem[],
  sales: readonly FlashSale[],
): boolean {
  return sales.some((sale) => lines.some((line) => isSaleLine(line, sale) && line.quantity > 0))
}

/** 'Remove Items' of the leave warning: the line items without the flash-sale lines. */
export function withoutFlashSales(
  lines: readonly LineItem[],
  sales: readonly FlashSale[],
): LineItem[] {
  return lines.filter((line) => !sales.some((sale) => isSaleLine(line, sale)))
}
