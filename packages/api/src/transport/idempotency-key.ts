// The key maker alone: a page that only makes keys (the order button) loads neither the
// route table nor the schemas behind it, which `carriesIdempotencyKey` needs.

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, so a page on
 * plain http (the sandbox on a LAN address) falls back to `getRandomValues`.
 */
export function randomIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
