import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ServiceProfile, serviceProfileSchema } from './profile.js'
import { formatDateMMDDYYYY, toProfile } from './profile-helpers.js'

const service: ServiceProfile = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  loyaltyCardNumber: '4111000011112222',
  created: '2024-03-07T15:00:00.000Z',
  relevantAdsOptIn: true,
  contactInfo: {
    phones: [
      { type: 'HOME', number: { original: '+15135550111' }, verified: false },
      { type: 'MOBILE', number: { original: '+15135550100' }, verified: true },
    ],
    emails: [{ address: 'ada@example.com', isVerified: true, verified: true }],
    addresses: [
      {
        id: 'addr-1',
        type: 'home',
        address: {
          addressLines: ['100 Main St'],
          cityTown: 'Cincinnati',
          stateProvince: 'OH',
          postalCode: '45202',
          countryCode: 'US',
        },
      },
    ],
  },
  bannerSpecificDetails: [
    { banner: 'hilltop', preferredStoreNumber: '00001', communityRewardsEnabled: false },
    {
      banner: 'greenleaf',
      preferredStoreNumber: '00943',
      preferredStoreDivisionNumber: '014',
      communityRewardsEnabled: true,
    },
  ],
}

describe('profile (account-area.md §3 "Profile")', () => {
  it('maps to userId, emailAddress, phone numbers and dateCreated as MM/DD/YYYY', () => {
    expect(toProfile(service, 'greenleaf')).toEqual({
      userId: 'user-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      emailVerified: true,
      mobilePhoneNumber: '5135550100',
      homePhoneNumber: '5135550111',
      dateCreated: '03/07/2024',
      loyaltyCardNumber: '4111000011112222',
      relevantAdsOptIn: true,
      preferredStoreNumber: '00943',
      preferredStoreDivisionNumber: '014',
      communityRewardsEnabled: true,
      addresses: [
        {
          addressId: 'addr-1',
          line1: '100 Main St',
          city: 'Cincinnati',
          stateCode: 'OH',
          zip: '45202',
          countryCode: 'US',
          type: 'home',
          preferred: false,
        },
      ],
    })
  })
  it('reads the banner-specific details of the banner asked for', () => {
    const hilltop = toProfile(service, 'hilltop')
    expect(hilltop.preferredStoreNumber).toBe('00001')
    expect(hilltop.communityRewardsEnabled).toBe(false)
    expect(toProfile(service, 'copperline').preferredStoreNumber).toBeUndefined()
  })
  it('parses the example and rejects a bad phone type, e-mail or a name over 40', () => {
    expect(serviceProfileSchema.parse(service)).toEqual(service)
    const phones = [{ type: 'WORK', number: { original: '+15135550100' } }]
    expect(
      serviceProfileSchema.safeParse({
        ...service,
        contactInfo: { ...service.contactInfo, phones },
      }).success,
    ).toBe(false)
    const emails = [{ address: 'not-an-email' }]
    expect(
      serviceProfileSchema.safeParse({
        ...service,
        contactInfo: { ...service.contactInfo, emails },
      }).success,
    ).toBe(false)
    expect(serviceProfileSchema.safeParse({ ...service, firstName: 'x'.repeat(41) }).success).toBe(
      false,
    )
  })
  it('property: MM/DD/YYYY names the same UTC calendar day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const [mm, dd, yyyy] = formatDateMMDDYYYY(date.toISOString()).split('/')
          expect(`${yyyy}-${mm}-${dd}`).toBe(date.toISOString().slice(0, 10))
        },
      ),
    )
  })
})
