import { useEffect } from 'react'

/** A carousel warns in development above this many items (shopping-method-selector.md §5, §9). */
export const CAROUSEL_WARN_ABOVE = 15

/** The development warning of a carousel with more than 15 items, else undefined. */
export function carouselItemsWarning(count: number): string | undefined {
  return count > CAROUSEL_WARN_ABOVE
    ? `A carousel holds ${count} items; more than ${CAROUSEL_WARN_ABOVE} are hard to scroll through.`
    : undefined
}

/**
 * Warns once per item count, in development only (§5 "In development a carousel warns if
 * it has more than 15 items"): `development` is the host's flag, `import.meta.env.DEV` in
 * the storefront.
 */
export function useCarouselItemsWarning(
  count: number,
  development: boolean,
  warn: (message: string) => void = console.warn,
): void {
  useEffect(() => {
    if (!development) return
    const message = carouselItemsWarning(count)
    if (message !== undefined) warn(message)
  }, [count, development, warn])
}
