/**
 * Pure formatting of masked text (gift card numbers, dates): a pattern of `#` digit
 * slots and literal separators, e.g. `####-####-####-####` or `##/##/####`.
 * No DOM here, so every rule is unit tested in Node.
 */

/** The character of a pattern that takes one digit. */
export const MASK_DIGIT = '#'

/** The digits of a text, in order; everything else dropped. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '')
}

/** How many digits a pattern takes. */
export function maskSlots(pattern: string): number {
  let slots = 0
  for (const char of pattern) if (char === MASK_DIGIT) slots += 1
  return slots
}

export interface FormatMaskedOptions {
  /**
   * Also write the separator that follows the last digit (`12` becomes `12/`), so the
   * shopper sees it appear as they type. Off while deleting, so a separator can go.
   * @default false
   */
  trailingLiteral?: boolean
}

/**
 * Lays digits into the pattern: each `#` takes the next digit, a separator is written
 * only before a digit that follows it (or after the last one, with `trailingLiteral`).
 * Digits beyond the pattern's slots are dropped; non-digits are ignored.
 */
export function formatMasked(
  digits: string,
  pattern: string,
  { trailingLiteral = false }: FormatMaskedOptions = {},
): string {
  const raw = digitsOf(digits)
  let out = ''
  let used = 0
  for (const char of pattern) {
    if (char === MASK_DIGIT) {
      if (used >= raw.length) break
      out += raw[used]
      used += 1
    } else if (used < raw.length || (trailingLiteral && used > 0)) {
      out += char
    } else {
      break
    }
  }
  return out
}

/**
 * The caret position just after the `count`-th digit of a formatted text; with
 * `skipLiterals`, also past the separators that follow it (typing moves on past them).
 */
export function caretAfterDigits(formatted: string, count: number, skipLiterals = false): number {
  let position = 0
  let seen = 0
  while (position < formatted.length && seen < count) {
    if (/\d/.test(formatted.charAt(position))) seen += 1
    position += 1
  }
  if (skipLiterals) {
    while (position < formatted.length && !/\d/.test(formatted.charAt(position))) position += 1
  }
  return position
}

/** One edit of a masked input, as the browser reports it after the change. */
export interface MaskedEdit {
  /** The pattern, e.g. `####-####-####-####`. */
  pattern: string
  /** The digits before the edit. */
  previousDigits: string
  /** The input's text after the browser applied the edit. */
  value: string
  /** The caret position after the edit (`selectionStart`). */
  caret: number
  /** `InputEvent.inputType` of the edit, e.g. `insertText` or `deleteContentBackward`. */
  inputType?: string | undefined
  /**
   * A prefix dropped from the front when the digits overflow the pattern, so that a
   * number typed or pasted with it keeps its own digits (`1` for a US phone number).
   */
  overflowPrefix?: string | undefined
}

/** The result of an edit: what to show, the digits it holds and where the caret goes. */
export interface MaskedEditResult {
  /** The formatted text, e.g. `1234-5678-9`. */
  formatted: string
  /** The digits alone, e.g. `123456789`. */
  digits: string
  /** Where the caret goes in `formatted`. */
  caret: number
}

/**
 * Applies one edit: keeps the digits, reformats them and keeps the caret beside the
 * same digit. Deleting a separator with digits after it deletes the digit beside it
 * too, so Backspace and Delete never seem to do nothing.
 */
export function applyMaskedEdit({
  pattern,
  previousDigits,
  value,
  caret,
  inputType,
  overflowPrefix,
}: MaskedEdit): MaskedEditResult {
  const deleting = inputType?.startsWith('delete') ?? false
  const at = Math.max(0, Math.min(caret, value.length))
  let digits = digitsOf(value)
  let before = digitsOf(value.slice(0, at)).length
  const onlySeparatorRemoved = digits === previousDigits && before < digits.length
  if (inputType === 'deleteContentBackward' && onlySeparatorRemoved && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before)
    before -= 1
  } else if (inputType === 'deleteContentForward' && onlySeparatorRemoved) {
    digits = digits.slice(0, before) + digits.slice(before + 1)
  }
  const slots = maskSlots(pattern)
  if (overflowPrefix && digits.length > slots && digits.startsWith(overflowPrefix)) {
    digits = digits.slice(overflowPrefix.length)
    before = Math.max(0, before - overflowPrefix.length)
  }
  digits = digits.slice(0, slots)
  before = Math.min(before, digits.length)
  const formatted = formatMasked(digits, pattern, { trailingLiteral: !deleting })
  return { formatted, digits, caret: caretAfterDigits(formatted, before, !deleting) }
}
