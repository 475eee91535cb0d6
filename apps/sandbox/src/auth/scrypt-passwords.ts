// Node only: salted scrypt hashes for the SQLite store.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { PasswordScheme } from './passwords.ts'

export interface ScryptCost {
  /** CPU/memory cost, a power of two. @default 16384 */
  N: number
  r: number
  p: number
}

const DEFAULT_COST: ScryptCost = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

/** `scrypt$N$r$p$<salt>$<hash>` (base64url): the cost travels with each hash, so it may change later. */
export function scryptPasswords(cost: ScryptCost = DEFAULT_COST): PasswordScheme {
  return {
    name: 'scrypt',
    hash(password) {
      const salt = randomBytes(16)
      const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, cost)
      return [
        'scrypt',
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64url'),
        hash.toString('base64url'),
      ].join('$')
    },
    verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$')
      if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
      const expected = Buffer.from(hash, 'base64url')
      const actual = scryptSync(
        password.normalize('NFKC'),
        Buffer.from(salt, 'base64url'),
        expected.length,
        {
          N: Number(n),
          r: Number(r),
          p: Number(p),
        },
      )
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}
