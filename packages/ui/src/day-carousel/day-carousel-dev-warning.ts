/** The carousel is built for a week or two of days; more than this is likely a mistake. */
export const DAY_CAROUSEL_MAX_DAYS = 15

/**
 * Whether this is a development build. `import.meta.env.DEV` is what Vite (the storefront,
 * Storybook, Vitest) defines and replaces in production builds; the package's own build
 * (tsup, no bundling) leaves the expression to the consumer's bundler. Other bundlers leave
 * `import.meta.env` undefined, so the check is quietly off there rather than throwing.
 */
export function isDevelopment(): boolean {
  return (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true
}

/** Warns in development when a carousel receives more days than it is built for. */
export function warnOnTooManyDays(count: number): void {
  if (count <= DAY_CAROUSEL_MAX_DAYS || !isDevelopment()) return
  console.warn(
    `[@aisle/ui] DayCarousel received ${count} days; it is built for at most ${DAY_CAROUSEL_MAX_DAYS}.`,
  )
}
