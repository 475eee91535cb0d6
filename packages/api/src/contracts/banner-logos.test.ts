import { describe, expect, it } from 'vitest'
import { bannerLogosResponseSchema } from './banner-logos.js'

describe('the banner logo table: account-area.md §3', () => {
  it('reads domain, title and asset per banner', () => {
    const table = { banners: [{ domain: 'a.example', title: 'A', asset: '/banners/a/logo.svg' }] }
    expect(bannerLogosResponseSchema.parse(table)).toEqual(table)
    expect(
      bannerLogosResponseSchema.safeParse({ banners: [{ domain: 'a.example' }] }).success,
    ).toBe(false)
  })
})
