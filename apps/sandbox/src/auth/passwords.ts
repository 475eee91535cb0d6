// Browser-safe: how a shopper's password is kept. The Node server hashes with scrypt
// (scrypt-passwords.ts); the in-memory store of MSW and fast tests may use `plainPasswords`.

/** Turns a password into what the store keeps, and checks a password against it. Synchronous, like the store. */
export interface PasswordScheme {
  readonly name: string
  hash(password: string): string
  verify(password: string, stored: string): boolean
}

/**
 * Keeps the password as it is: only for a memory store that never leaves the
 * process (Storybook behind MSW, unit tests). The seeded passwords are public anyway.
 */
export const plainPasswords: PasswordScheme = {
  name: 'plain',
  hash: (password) => `plain$${password}`,
  verify: (password, stored) => stored === `plain$${password}`,
}
