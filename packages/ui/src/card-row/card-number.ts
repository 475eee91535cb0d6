const BULLET = '\u2022'

/**
 * The visible form of a stored card number: four bullets, a space and the last four
 * digits ('•••• 1234'). Throws a `RangeError` when `lastFour` is not four digits.
 */
export function maskedCardNumber(lastFour: string): string {
  if (!/^\d{4}$/.test(lastFour)) {
    throw new RangeError(`maskedCardNumber: expected four digits, got "${lastFour}"`)
  }
  return `${BULLET.repeat(4)} ${lastFour}`
}

/**
 * A card's expiry as 'MM/YY' from a month (1-12, with or without a leading zero) and a
 * two- or four-digit year. Returns `null` when both are empty (gift and EBT cards have no
 * expiry); throws a `RangeError` for anything else that is not a month and a year.
 */
export function cardExpiryDate(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
): string | null {
  const m = String(month ?? '').trim()
  const y = String(year ?? '').trim()
  if (m === '' && y === '') return null
  const monthNumber = Number(m)
  if (!/^\d{1,2}$/.test(m) || monthNumber < 1 || monthNumber > 12) {
    throw new RangeError(`cardExpiryDate: invalid month "${m}"`)
  }
  if (!/^(\d{2}|\d{4})$/.test(y)) throw new RangeError(`cardExpiryDate: invalid year "${y}"`)
  return `${String(monthNumber).padStart(2, '0')}/${y.slice(-2)}`
}
