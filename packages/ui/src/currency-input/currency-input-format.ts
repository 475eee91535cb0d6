/**
 * Pure rules of a money amount typed by hand: digits and one dot, at most `decimals`
 * digits after it, no leading zeros, and an optional cap. No DOM here.
 */

export interface CurrencyRules {
  /**
   * The largest amount; a bigger one is replaced by it.
   * @default undefined
   */
  max?: number | undefined
  /**
   * Digits allowed after the dot.
   * @default 2
   */
  decimals?: number | undefined
}

/** An amount as text and as number, and whether the cap replaced it. */
export interface CurrencyAmount {
  /** What the input shows, e.g. `12.5` (no symbol). */
  text: string
  /** The amount, or `null` while the input is empty. */
  value: number | null
  /** The typed amount was over `max` and was replaced by it. */
  clamped: boolean
}

/** The shortest text of an amount with at most `decimals` decimals, rounded down. */
export function currencyText(value: number, decimals = 2): string {
  const factor = 10 ** decimals
  const fixed = (Math.floor(value * factor + 1e-9) / factor).toFixed(decimals)
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed
}

/**
 * Cleans typed text into an amount: drops every character but digits and the first
 * dot, cuts extra decimals, removes leading zeros (`007` is `7`, `.5` is `0.5`) and
 * caps the amount at `max`.
 */
export function parseCurrencyInput(
  input: string,
  { max, decimals = 2 }: CurrencyRules = {},
): CurrencyAmount {
  const cleaned = input.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  let whole = (dot < 0 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '')
  const fraction =
    dot < 0 || decimals === 0
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, decimals)
  if (fraction !== null && whole === '') whole = '0'
  const text = fraction === null ? whole : `${whole}.${fraction}`
  const value = text === '' ? null : Number(text)
  if (max !== undefined && value !== null && value > max) {
    const capped = currencyText(max, decimals)
    return { text: capped, value: Number(capped), clamped: true }
  }
  return { text, value, clamped: false }
}

/** The settled text of an amount once the shopper leaves the field: `12.5` is `12.50`. */
export function formatCurrencyFixed(text: string, decimals = 2): string {
  return text === '' ? '' : Number(text).toFixed(decimals)
}
