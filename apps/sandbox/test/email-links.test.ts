import { describe, expect, it } from 'vitest'
import { emailLinkTokenOf } from '../src/auth/email-links.ts'
import { sandbox } from './support.ts'

const weeklyAd = (selected: boolean) => ({
  emailPreferences: [{ shortDescription: 'Weekly Ad', banner: 'greenleaf', selected }],
})

describe('e-mail link tokens (account-area.md §7: email preferences with a token)', () => {
  it('a link token, signed out, reads and saves the e-mail preferences of its shopper', async () => {
    const { call } = sandbox()
    const token = emailLinkTokenOf('greenleaf')
    const read = await call('emailPreferences', { token: null, query: { token } })
    expect(read.status).toBe(200)
    const save = await call('updateEmailPreferences', {
      token: null,
      body: { ...weeklyAd(true), token },
    })
    expect(save.status).toBe(200)
    // The signed-in shopper sees the same, saved preference.
    const mine = (await (await call('emailPreferences')).json()) as {
      preferenceSets: { emailPreferences: { shortDescription: string; selected: boolean }[] }[]
    }
    const saved = mine.preferenceSets
      .flatMap((set) => set.emailPreferences)
      .find((p) => p.shortDescription === 'Weekly Ad')
    expect(saved?.selected).toBe(true)
  })

  it('opens nothing else, and no other banner; a wrong or missing token is a 401', async () => {
    const { call } = sandbox()
    const token = emailLinkTokenOf('greenleaf')
    expect((await call('profile', { token: null, query: { token } })).status).toBe(401)
    expect(
      (await call('emailPreferences', { token: null, banner: 'hilltop', query: { token } })).status,
    ).toBe(401)
    expect(
      (await call('emailPreferences', { token: null, query: { token: 'guess' } })).status,
    ).toBe(401)
    expect((await call('emailPreferences', { token: null })).status).toBe(401)
    expect(
      (
        await call('updateEmailPreferences', {
          token: null,
          body: { ...weeklyAd(true), token: 'x' },
        })
      ).status,
    ).toBe(401)
  })
})
