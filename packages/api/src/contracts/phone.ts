/**
 * Phone numbers as the services take them: the last 10 digits with a `+1` prefix
 * (account-area.md §5 "Phone numbers", checkout.md §5 "Contact", checkout.md §3
 * "Contact opt-in").
 */

/** The 10 national digits of a North American number, or `undefined` if there are fewer. */
export function nationalDigits(input: string): string | undefined {
  const digits = input.replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : undefined
}

/** `+1` and the last 10 digits; `undefined` when the input has fewer than 10 digits. */
export function toServicePhone(input: string): string | undefined {
  const national = nationalDigits(input)
  return national === undefined ? undefined : `+1${national}`
}

/**
 * The 10 digits of a number the services return: an 11-digit number with a leading
 * 1 (or `+1`) has it stripped (checkout.md §5).
 */
export function fromServicePhone(input: string): string {
  const digits = input.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** `(###) ###-####`, the form field's display (checkout.md §5). */
export function formatPhoneField(tenDigits: string): string {
  const d = fromServicePhone(tenDigits)
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : d
}

/** `ddd-ddd-dddd`, the read-only display (checkout.md §5). */
export function formatPhoneDisplay(tenDigits: string): string {
  const d = fromServicePhone(tenDigits)
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d
}
