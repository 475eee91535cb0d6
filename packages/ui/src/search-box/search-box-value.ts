/** What a search box accepts: free text, or a postal code of digits only. */
export type SearchBoxMode = 'text' | 'postal-code'

export interface SearchBoxRules {
  /** `text` keeps any character; `postal-code` keeps digits only. */
  mode: SearchBoxMode
  /** Most characters in `text` mode. */
  maxLength: number
  /** Most digits in `postal-code` mode. */
  postalCodeLength: number
}

/** The most characters a search box takes in its mode. */
export function searchBoxLimit({ mode, maxLength, postalCodeLength }: SearchBoxRules): number {
  return mode === 'postal-code' ? postalCodeLength : maxLength
}

/**
 * Cleans typed or pasted text for the mode: postal codes keep digits only; both
 * modes are cut to their limit.
 */
export function cleanSearchValue(text: string, rules: SearchBoxRules): string {
  const kept = rules.mode === 'postal-code' ? text.replace(/\D/g, '') : text
  return Array.from(kept).slice(0, searchBoxLimit(rules)).join('')
}
