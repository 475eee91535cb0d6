// Browser-safe: the seeded shoppers' sign-in credentials, one per banner.
import type { BannerId } from '../context.ts'
import { BANNER_IDS } from '../context.ts'
import { SHOPPER_ID } from '../seed.ts'
import type { Store } from '../store/store.ts'
import type { PasswordScheme } from './passwords.ts'

export interface SeededShopper {
  banner: BannerId
  email: string
  password: string
  shopperId: string
}

/** Public sample credentials: printed by `npm start` and listed in the READMEs. */
export const SEEDED_SHOPPERS: readonly SeededShopper[] = BANNER_IDS.map((banner) => ({
  banner,
  email: 'avery.quinn@example.com',
  password: `${banner}-sandbox`,
  shopperId: SHOPPER_ID,
}))

/** Bumped when SEEDED_SHOPPERS changes, so an existing database gets the new ones. */
export const CREDENTIALS_SEED_VERSION = 1

export interface CredentialDoc {
  shopperId: string
  passwordHash: string
}

export const normalEmail = (email: string) => email.trim().toLowerCase()
export const credentialId = (banner: BannerId, email: string) => `${banner}/${normalEmail(email)}`

/**
 * Writes the seeded shoppers' password hashes once per database. Apart from the
 * main seed, so a database seeded before sign-in existed gets them too.
 */
export function applyCredentialSeed(store: Store, passwords: PasswordScheme): boolean {
  if (store.get('meta', 'credentials') === CREDENTIALS_SEED_VERSION) return false
  store.transaction(() => {
    for (const shopper of SEEDED_SHOPPERS) {
      const doc: CredentialDoc = {
        shopperId: shopper.shopperId,
        passwordHash: passwords.hash(shopper.password),
      }
      store.put('credentials', credentialId(shopper.banner, shopper.email), { ...doc })
    }
    store.put('meta', 'credentials', CREDENTIALS_SEED_VERSION)
  })
  return true
}

/** The seeded shopper of a banner. */
export function seededShopperOf(banner: BannerId): SeededShopper {
  const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
  if (!shopper) throw new Error(`no seeded shopper in ${banner}`)
  return shopper
}
