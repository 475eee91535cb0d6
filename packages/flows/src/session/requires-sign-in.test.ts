import { describe, expect, it } from 'vitest'
import { requiresSignIn } from './requires-sign-in.js'

describe('requiresSignIn', () => {
  it.each([
    // shopping-method-selector.md §6: address book and address editing
    '/account/addresses',
    '/account/address',
    '/account/address/addr-home',
    '/account/addresses/',
    // checkout.md §2: scheduling (full authentication) and payment (signed-in user)
    '/scheduling',
    '/checkout',
  ])('%s sends a signed-out visitor to sign-in', (path) => {
    expect(requiresSignIn(path)).toBe(true)
  })
  it.each(['/', '/cart', '/account/dashboard', '/checkout/app/o1/complete', '/signin', '/i/x'])(
    '%s does not',
    (path) => {
      expect(requiresSignIn(path)).toBe(false)
    },
  )
})
