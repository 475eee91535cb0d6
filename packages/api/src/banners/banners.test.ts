import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bannerRecordSchema, phoneNumberSchema } from './banner-record.js'
import { banners } from './banners.js'

/** Every phone number in a record, wherever it sits. */
function phonesOf(value: unknown): Array<{ e164: string; display: string }> {
  if (typeof value !== 'object' || value === null) return []
  if ('e164' in value && 'display' in value) return [value as { e164: string; display: string }]
  return Object.values(value).flatMap(phonesOf)
}

describe('the banner registry', () => {
  it.each(banners.map((b) => [b.id, b] as const))('%s parses with the banner schema', (_, b) => {
    expect(bannerRecordSchema.parse(b)).toEqual(b)
  })

  it('has unique ids and unique domains', () => {
    expect(new Set(banners.map((b) => b.id)).size).toBe(banners.length)
    expect(new Set(banners.map((b) => b.domain)).size).toBe(banners.length)
  })

  it('keeps each logo under the folder of its own banner', () => {
    for (const banner of banners) expect(banner.logo.asset).toBe(`/banners/${banner.id}/logo.svg`)
  })

  it('starts with the main banner, whose membership is Boost (shopping-method-selector.md §1)', () => {
    expect(banners[0]?.id).toBe('greenleaf')
    expect(banners[0]?.membership.name).toBe('Boost')
    expect(banners[0]?.membership.plans.map((p) => p.title)).toEqual(['Boost', 'Boost Essential'])
  })

  it('gives the second banner HTPlus and its own delivery label (checkout.md §1, selector §9)', () => {
    const second = banners.find((b) => b.id === 'hilltop')
    expect(second?.membership.plans.map((p) => p.title)).toEqual(['HTPlus 99', 'HTPlus 69'])
    expect(second?.accountMenu.membershipLabel).toBe('HTPlus')
    const labels = banners.map((b) => b.deliveryLabel)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('labels Membership with the main banner name on other banners (account-area.md §2)', () => {
    for (const banner of banners.filter((b) => b.id !== 'hilltop')) {
      expect(banner.accountMenu.membershipLabel).toBe('Boost')
    }
  })

  it('uses only fictional 555-01xx phone numbers', () => {
    const phones = banners.flatMap(phonesOf)
    expect(phones.length).toBeGreaterThan(banners.length)
    for (const phone of phones) expect(phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/)
  })
})

describe('the phone number schema', () => {
  it('accepts E.164 with a display form of the same digits, country code optional', () => {
    for (const display of ['1-800-555-0100', '(800) 555-0100', '800.555.0100', '+1 800 555 0100']) {
      expect(phoneNumberSchema.safeParse({ e164: '+18005550100', display }).success).toBe(true)
    }
  })

  it('rejects numbers that are not E.164', () => {
    for (const e164 of ['18005550100', '+1-800-555-0100', '+0800555010', '+1800555010012345', '']) {
      expect(phoneNumberSchema.safeParse({ e164, display: '1-800-555-0100' }).success).toBe(false)
    }
  })

  it('rejects any display form whose digits differ from the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()+.-]{0,20}$/), (display) => {
        const digits = display.replace(/\D/g, '')
        fc.pre(digits !== '18005550100' && digits !== '8005550100')
        expect(phoneNumberSchema.safeParse({ e164: '+18005550100', display }).success).toBe(false)
      }),
    )
  })
})

describe('the banner schema', () => {
  const [main] = banners
  if (!main) throw new Error('no banners')

  it('rejects domains with www., a scheme, a port or upper case', () => {
    for (const domain of [
      'www.greenleaf.example',
      'https://greenleaf.example',
      'greenleaf.example:4000',
      'Greenleaf.example',
      'localhost',
    ]) {
      expect(bannerRecordSchema.safeParse({ ...main, domain }).success).toBe(false)
    }
  })

  it('rejects ids that cannot be a data-banner theme name', () => {
    for (const id of ['', 'Greenleaf', '1leaf', 'green leaf', 'green_leaf']) {
      expect(bannerRecordSchema.safeParse({ ...main, id }).success).toBe(false)
    }
  })

  it('rejects unknown host applications and membership plan codes', () => {
    const badHost = {
      ...main.customerService,
      byHostApplication: { KIOSK: main.customerService.default },
    }
    expect(bannerRecordSchema.safeParse({ ...main, customerService: badHost }).success).toBe(false)
    const badPlan = { ...main.membership, plans: [{ code: 'GOLD', title: 'Gold' }] }
    expect(bannerRecordSchema.safeParse({ ...main, membership: badPlan }).success).toBe(false)
  })
})
