import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageModuleOf } from './route-preloads'
import { PUBLIC_PATHS, pageOf } from './server'

describe('pageOf: the page a prerendered path shows', () => {
  it('names the public pages by the route table', () => {
    expect(pageOf('/')).toBe('home')
    expect(pageOf('/signin')).toBe('signIn')
    expect(pageOf('/topic/digital-faqs')).toBe('digitalFaqs')
    expect(pageOf('/i/privacy-policy')).toBe('help')
    expect(pageOf('/no/such/page')).toBe('notFound')
  })

  it('gives every public path a page module that exists, so its chunk can be named', () => {
    for (const path of PUBLIC_PATHS) {
      const module = pageModuleOf(pageOf(path))
      expect(existsSync(join(import.meta.dirname, '..', module)), module).toBe(true)
    }
  })
})
