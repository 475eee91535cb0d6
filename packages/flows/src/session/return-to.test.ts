import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSignInPath, returnToOf, safeReturnTo, signInPathFor } from './return-to.js'

describe('safeReturnTo', () => {
  it.each([
    '/account/addresses',
    '/scheduling?fulfillmentType=PICKUP',
    '/checkout?orderId=1&im=true#top',
    '/',
  ])('keeps a path of this site: %s', (path) => {
    expect(safeReturnTo(path)).toBe(path)
  })

  it.each([
    ['an absolute URL', 'https://evil.example/account'],
    ['a protocol-relative URL', '//evil.example/account'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/a\\b'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a tab or newline', '/\t/evil.example'],
    ['the sign-in page (a loop)', '/signin?returnTo=%2F'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBe('/')
    expect(safeReturnTo(value, '/cart')).toBe('/cart')
  })

  it('never lets anything leave the site (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const kept = safeReturnTo(value)
        const url = new URL(kept, 'https://shop.example')
        expect(url.origin).toBe('https://shop.example')
      }),
    )
  })
})

describe('signInPathFor and returnToOf', () => {
  it('send the shopper to /signin with the page they were on, and read it back', () => {
    const path = signInPathFor({ pathname: '/scheduling', search: '?fulfillmentType=PICKUP' })
    expect(path).toBe('/signin?returnTo=%2Fscheduling%3FfulfillmentType%3DPICKUP')
    expect(returnToOf(path.slice(path.indexOf('?')))).toBe('/scheduling?fulfillmentType=PICKUP')
  })
  it('leave out the home page and the sign-in page itself', () => {
    expect(signInPathFor({ pathname: '/' })).toBe('/signin')
    expect(signInPathFor({ pathname: '/signin', search: '?returnTo=%2Fcart' })).toBe('/signin')
  })
  it('fall back to home for a missing or foreign returnTo', () => {
    expect(returnToOf('')).toBe('/')
    expect(returnToOf('?returnTo=https%3A%2F%2Fevil.example')).toBe('/')
  })
  it('know the sign-in page', () => {
    expect(isSignInPath('/signin')).toBe(true)
    expect(isSignInPath('/signin-help')).toBe(false)
  })
})
