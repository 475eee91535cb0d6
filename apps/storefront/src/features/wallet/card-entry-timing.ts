/** Frame load timeout: 10 s, +10 s per retry, at most 30 s (wallet-flyout.md §4, §9). */
export const frameTimeoutMs = (retries: number) => Math.min(10_000 + retries * 10_000, 30_000)
