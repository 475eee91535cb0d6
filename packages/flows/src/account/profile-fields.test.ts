import type { Profile } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { preferredStoreAnswer, profileFields } from './profile-fields.js'

const base: Profile = {
  userId: 'u1',
  firstName: 'Avery',
  lastName: 'Quinn',
  emailVerified: true,
  emailAddress: 'avery@example.com',
  dateCreated: '03/14/2021',
  relevantAdsOptIn: false,
  communityRewardsEnabled: false,
  addresses: [],
}

describe('profileFields (account-area.md §3 "Profile")', () => {
  it('lists the profile fields, dates as MM/DD/YYYY, missing ones as not provided', () => {
    expect(profileFields({ ...base, mobilePhoneNumber: '5135550148' })).toEqual([
      { label: 'First Name', value: 'Avery' },
      { label: 'Last Name', value: 'Quinn' },
      { label: 'Email Address', value: 'avery@example.com (Verified)' },
      { label: 'Mobile Phone Number', value: '513-555-0148' },
      { label: 'Home Phone Number', value: 'Not provided' },
      { label: 'Loyalty Card Number', value: 'Not provided' },
      { label: 'Member Since', value: '03/14/2021' },
      { label: 'Preferred Store', value: 'Not provided' },
    ])
  })

  it('joins the preferred store division and number', () => {
    const fields = profileFields({
      ...base,
      preferredStoreDivisionNumber: '014',
      preferredStoreNumber: '00101',
    })
    expect(fields.at(-1)).toEqual({ label: 'Preferred Store', value: '014-00101' })
  })
})

describe('preferred store: account-area.md §7 preferred-store call, §8 NO_PREFERRED_STORE', () => {
  it('names the store, says there is none for NO_PREFERRED_STORE, else keeps the number', () => {
    expect(preferredStoreAnswer({ store: { vanityName: 'Greenleaf Vine' } }, undefined)).toEqual({
      kind: 'found',
      name: 'Greenleaf Vine',
    })
    expect(preferredStoreAnswer(undefined, { code: 'NO_PREFERRED_STORE' })).toEqual({
      kind: 'none',
    })
    expect(preferredStoreAnswer(undefined, { code: 'SERVER_ERROR' })).toEqual({ kind: 'unknown' })
    expect(preferredStoreAnswer(undefined, undefined)).toEqual({ kind: 'unknown' })
  })
})

describe('the profile page’s preferred store (account-area.md §7, §8)', () => {
  const withStore = {
    ...base,
    preferredStoreDivisionNumber: '014',
    preferredStoreNumber: '00101',
  }
  const shown = (answer: Parameters<typeof profileFields>[1]) =>
    profileFields(withStore, answer).find((f) => f.label === 'Preferred Store')?.value
  it('shows the name with the number, none as such, and the number while unknown', () => {
    expect(shown({ kind: 'found', name: 'Greenleaf Vine' })).toBe('Greenleaf Vine (014-00101)')
    expect(shown({ kind: 'none' })).toBe('No preferred store chosen')
    expect(shown({ kind: 'unknown' })).toBe('014-00101')
  })
})
