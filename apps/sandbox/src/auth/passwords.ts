// Browser-safe: how a shopper's password is kept. The Node server hashes with scrypt
// (scrypt-passwords.ts); the in-memory store of MSW and fast tests may use `plainPasswords`.

/**
 * Turns a password into what the store keeps, and checks a password against it. Async:
 * a real hash (scrypt, about 50 to 200 ms) runs off the event loop, so a sign-in never
 * holds the other requests.
 */
export interface PasswordScheme {
  readonly name: string
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
}

/**
 * Keeps the password as it is: only for a memory store that never leaves the
 * process (Storybook behind MSW, unit tests). The seeded passwords are public anyway.
 */
export const plainPasswords: PasswordScheme = {
  name: 'plain',
  hash: async (password) => `plain$${password}`,
  verify: async (password, stored) => stored === `plain$${password}`,
}
