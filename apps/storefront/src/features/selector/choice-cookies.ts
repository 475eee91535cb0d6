// The three cookies of the shopper's choice (shopping-method-selector.md §9), read by the
// header; the rule of what goes in them is @aisle/flows `selectorCookies`.
import { choiceFromCookies, type ShoppingChoice, selectorCookies } from '@aisle/flows'

/** The choice in the page's cookies; none on a server, which renders without a document. */
export const readChoice = (): ShoppingChoice | undefined =>
  typeof document === 'undefined' ? undefined : choiceFromCookies(document.cookie)

export function writeChoice(choice: ShoppingChoice): void {
  for (const cookie of selectorCookies(choice)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the header reads these synchronously on first paint; the Cookie Store API is async.
    document.cookie = `${cookie.name}=${cookie.value}; max-age=${cookie.maxAge}; path=/; samesite=lax`
  }
}
