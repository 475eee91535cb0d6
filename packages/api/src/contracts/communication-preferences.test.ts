import { describe, expect, it } from 'vitest'
import {
  applySmsOptInResult,
  smsOptInQuerySchema,
  smsOptInUpdateRequestSchema,
  smsPreferenceSchema,
  updateEmailPreferencesRequestSchema,
} from './communication-preferences.js'

const promotional = smsPreferenceSchema.parse({
  preferenceType: 'PROMOTIONAL',
  title: 'Specials & Promotions',
  description: 'About once a week',
  selected: false,
  warning: 'old',
})

describe('email preferences (account-area.md §3, §7)', () => {
  const preference = { shortDescription: 'Weekly Ad', banner: 'greenleaf', selected: true }
  it('updates with a category and its preferences, or with preferences and a token', () => {
    expect(
      updateEmailPreferencesRequestSchema.safeParse({
        emailPreferencesCategory: 'ads',
        emailPreferences: [preference],
      }).success,
    ).toBe(true)
    expect(
      updateEmailPreferencesRequestSchema.safeParse({ emailPreferences: [preference], token: 't' })
        .success,
    ).toBe(true)
    expect(
      updateEmailPreferencesRequestSchema.safeParse({ emailPreferences: [preference] }).success,
    ).toBe(false)
    expect(
      updateEmailPreferencesRequestSchema.safeParse({
        emailPreferences: [{ ...preference, selected: 'yes' }],
        token: 't',
      }).success,
    ).toBe(false)
  })
})

describe('SMS preferences (account-area.md §3, §4, §7; checkout.md §3)', () => {
  it('asks with phoneNumber (+1) and triggerType', () => {
    expect(
      smsOptInQuerySchema.safeParse({ phoneNumber: '+15135550100', triggerType: 'TRANSACTIONAL' })
        .success,
    ).toBe(true)
    expect(
      smsOptInQuerySchema.safeParse({ phoneNumber: '5135550100', triggerType: 'TRANSACTIONAL' })
        .success,
    ).toBe(false)
    expect(
      smsOptInUpdateRequestSchema.safeParse({
        optIn: true,
        phoneNumber: '+15135550100',
        triggerType: 'MARKETING',
      }).success,
    ).toBe(false)
  })
  it("shows the server's message as the item's warning and takes its opt-in flag", () => {
    expect(
      applySmsOptInResult(promotional, {
        customerOptedIn: true,
        message: 'Please check your phone',
      }),
    ).toEqual({
      ...promotional,
      selected: true,
      warning: 'Please check your phone',
    })
    const { warning: _, ...noWarning } = promotional
    expect(applySmsOptInResult(promotional, { customerOptedIn: false })).toEqual(noWarning)
  })
})
