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
 * main seed, so a database seeded before sign-in existed gets them too. The hashes
 * are made first (async), then written in one transaction.
 */
export async function applyCredentialSeed(
  store: Store,
  passwords: PasswordScheme,
): Promise<boolean> {
  if (store.get('meta', 'credentials') === CREDENTIALS_SEED_VERSION) return false
  const hashes = await Promise.all(SEEDED_SHOPPERS.map((s) => passwords.hash(s.password)))
  // Another request may have written them while these were being made.
  if (store.get('meta', 'credentials') === CREDENTIALS_SEED_VERSION) return false
  store.transaction(() => {
    SEEDED_SHOPPERS.forEach((shopper, index) => {
      const doc: CredentialDoc = {
        shopperId: shopper.shopperId,
        passwordHash: hashes[index] ?? '',
      }
      store.put('credentials', credentialId(shopper.banner, shopper.email), { ...doc })
    })
    store.put('meta', 'credentials', CREDENTIALS_SEED_VERSION)
  })
  return true
}

/** A hash of no one's password per scheme, so an unknown email costs as much as a known one. */
const decoys = new WeakMap<PasswordScheme, Promise<string>>()

/**
 * The shopper whose email and password these are in the banner, or undefined. An
 * unknown email is checked against a decoy hash: it takes as long as a wrong password.
 */
export async function verifyCredentials(
  store: Store,
  passwords: PasswordScheme,
  banner: BannerId,
  email: string,
  password: string,
): Promise<string | undefined> {
  const credential = store.get('credentials', credentialId(banner, email)) as
    | CredentialDoc
    | undefined
  let stored = credential?.passwordHash
  if (stored === undefined) {
    let decoy = decoys.get(passwords)
    if (!decoy) {
      decoy = passwords.hash('\u0000 no such shopper')
      decoys.set(passwords, decoy)
    }
    stored = await decoy
  }
  const matches = await passwords.verify(password, stored)
  return credential !== undefined && matches ? credential.shopperId : undefined
}

/** The seeded shopper of a banner. */
export function seededShopperOf(banner: BannerId): SeededShopper {
  const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
  if (!shopper) throw new Error(`no seeded shopper in ${banner}`)
  return shopper
}
