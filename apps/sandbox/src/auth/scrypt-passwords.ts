// Node only: salted scrypt hashes for the SQLite store, computed on libuv's thread pool
// (crypto.scrypt), never on the event loop.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordScheme } from './passwords.ts'

export interface ScryptCost {
  /** CPU/memory cost, a power of two. @default 16384 */
  N: number
  r: number
  p: number
}

const DEFAULT_COST: ScryptCost = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32
/** The most a stored hash may ask for: N 2^17, r 8, p 1 (128 MiB); more is refused, not computed. */
const MAX_MEMORY = 128 * 2 ** 17 * 8 + 1024 * 1024

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** `scrypt$N$r$p$<salt>$<hash>` (base64url): the cost travels with each hash, so it may change later. */
export function scryptPasswords(cost: ScryptCost = DEFAULT_COST): PasswordScheme {
  return {
    name: 'scrypt',
    async hash(password) {
      const salt = randomBytes(16)
      const hash = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, cost)
      return [
        'scrypt',
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64url'),
        hash.toString('base64url'),
      ].join('$')
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$')
      if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
      const expected = Buffer.from(hash, 'base64url')
      if (expected.length === 0) return false
      let actual: Buffer
      try {
        actual = await scryptAsync(
          password.normalize('NFKC'),
          Buffer.from(salt, 'base64url'),
          expected.length,
          { N: Number(n), r: Number(r), p: Number(p) },
        )
      } catch {
        // A cost scrypt refuses (not a power of two, over MAX_MEMORY): no match.
        return false
      }
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}
