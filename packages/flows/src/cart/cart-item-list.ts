/** One row of a cart item list (checkout.md §2 "Cart item lists"). */
export interface CartItemLine {
  /** Stable id of the line (its gtin when the service gives no id). */
  id: string
  gtin13: string
  /** The product's name. */
  description: string
  imageUrl?: string | undefined
  quantity: number
  /** Price of the line: unit price times quantity, in dollars. */
  totalPrice: number
}

/** checkout.md §9: "Expandable items summary default max 5". */
export const CART_ITEMS_SUMMARY_MAX = 5

/** The rows to show: the first `max` while collapsed, every row when expanded. */
export function visibleCartLines<T>(
  lines: readonly T[],
  expanded: boolean,
  max = CART_ITEMS_SUMMARY_MAX,
): { shown: readonly T[]; canToggle: boolean } {
  const canToggle = lines.length > max
  return { shown: expanded || !canToggle ? lines : lines.slice(0, max), canToggle }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A dollar amount as the cart shows it, e.g. `$12.99`. */
export const formatCartPrice = (amount: number): string => usd.format(amount)

/** Price of a line, rounded to cents. */
export const lineTotal = (unitPrice: number, quantity: number): number =>
  Math.round(unitPrice * quantity * 100) / 100

/** The thumbnails of the image summary: every line with a picture, in order. */
export function cartImages(lines: readonly CartItemLine[]): { src: string; alt: string }[] {
  return lines.flatMap((line) =>
    line.imageUrl ? [{ src: line.imageUrl, alt: line.description }] : [],
  )
}

/** The number of units in the lines (the cart count of the header). */
export const cartUnitCount = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0)
