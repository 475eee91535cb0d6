import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageModuleOf } from './route-preloads'
import { modulesOf, PUBLIC_PATHS, pageOf, ROUTED_PATHS } from './server'

describe('pageOf: the page a path of the build shows', () => {
  it('names the public pages by the route table', () => {
    expect(pageOf('/')).toBe('home')
    expect(pageOf('/signin')).toBe('signIn')
    expect(pageOf('/topic/digital-faqs')).toBe('digitalFaqs')
    expect(pageOf('/i/privacy-policy')).toBe('help')
    expect(pageOf('/no/such/page')).toBe('notFound')
    // The checkout steps sit outside the site's routes (routes.tsx).
    expect(pageOf('/scheduling')).toBe('scheduling')
    expect(pageOf('/checkout')).toBe('payment')
  })

  it('gives every public path a page module that exists, so its chunk can be named', () => {
    for (const path of PUBLIC_PATHS) {
      const module = pageModuleOf(pageOf(path))
      expect(existsSync(join(import.meta.dirname, '..', module)), module).toBe(true)
    }
  })

  it('lists the client routes without a parameter, each with a page module that exists', () => {
    expect(ROUTED_PATHS).toEqual(
      expect.arrayContaining(['/scheduling', '/checkout/payment-error', '/account/addresses']),
    )
    for (const path of ROUTED_PATHS) {
      expect(path).not.toMatch(/[:*]/)
      expect(PUBLIC_PATHS).not.toContain(path)
      for (const module of modulesOf(path)) {
        expect(existsSync(join(import.meta.dirname, '..', module)), module).toBe(true)
      }
    }
  })

  it('names the account wrapper before an account page, and nothing more for the others', () => {
    expect(modulesOf('/account/addresses')).toEqual([
      'src/features/account/account-route.tsx',
      'src/pages/address-book-page.tsx',
    ])
    expect(modulesOf('/account/address/7')).toEqual([
      'src/features/account/account-route.tsx',
      'src/pages/edit-address-page.tsx',
    ])
    expect(modulesOf('/scheduling')).toEqual(['src/pages/scheduling-page.tsx'])
    expect(modulesOf('/')).toEqual(['src/pages/home-page.tsx'])
  })
})
