import { type ApiError, ApiRequestError, messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import type { EmailPreferencesAnswer } from '../account/account-services.js'
import {
  emailAnswerEvent,
  emailPreferencesOptionsOf,
  emailSaveOf,
  emailSetOf,
  preferenceLoadFailure,
  smsAnswerEvent,
  smsLoadFailure,
  smsSetOf,
  smsToggleOf,
} from './preference-requests.js'

// account-area.md §4 "Preferences", §5 "Phone numbers", §6, §7 and §8 "Preference messages",
// without React: what the preference hooks read, post and say.

type Detail = Parameters<typeof ApiRequestError.of>[0]
const failed = (detail: Partial<Detail> & Pick<Detail, 'kind'>): ApiError =>
  ApiRequestError.of({
    route: 'updateSmsOptIn',
    endpoint: '/x',
    status: 500,
    message: 'm',
    body: {},
    ...detail,
  } as Detail)
const offline = failed({ kind: 'network', status: 0 })
const notFound = failed({ kind: 'http', status: 404 })
const told = failed({ kind: 'http', status: 400, serverMessage: 'Told by the service' })
const broken = failed({ kind: 'http', status: 500 })

const answer: EmailPreferencesAnswer = {
  preferenceSets: [
    {
      emailPreferencesCategory: 'weekly',
      emailPreferences: [{ shortDescription: 'Weekly Ad', banner: 'greenleaf', selected: true }],
    },
    {
      emailPreferencesCategory: 'offers',
      emailPreferences: [
        { shortDescription: 'Specials', banner: 'greenleaf', selected: false },
        { shortDescription: 'Wine', banner: 'greenleaf', selected: false, longDescription: 'Club' },
      ],
    },
  ],
}

describe('the e-mail preference path: account-area.md §6 switches, §7 token', () => {
  it("an e-mail link's token reads the account-management path, whatever the switch says", () => {
    expect(emailPreferencesOptionsOf('?token=t1&preferences=profile')).toEqual({
      service: 'accountManagement',
      token: 't1',
    })
  })

  it('?preferences=profile picks the profile path; anything else the account-management one', () => {
    expect(emailPreferencesOptionsOf('?preferences=profile')).toEqual({ service: 'profile' })
    expect(emailPreferencesOptionsOf('?preferences=old')).toEqual({ service: 'accountManagement' })
    expect(emailPreferencesOptionsOf('')).toEqual({ service: 'accountManagement' })
  })
})

describe('e-mail preferences: account-area.md §4 "Preferences", §7, §8', () => {
  it('every category shows, with the banner labels and order (§2)', () => {
    const set = emailSetOf(answer, { labels: { Wine: 'Fine Wines Club' }, order: ['Specials'] })
    expect(set).toEqual({
      status: 'ready',
      updated: false,
      items: [
        { id: 'Specials', title: 'Specials', selected: false, pending: false },
        { id: 'Weekly Ad', title: 'Weekly Ad', selected: true, pending: false },
        {
          id: 'Wine',
          title: 'Fine Wines Club',
          description: 'Club',
          selected: false,
          pending: false,
        },
      ],
    })
  })

  it("a toggle posts the item's category and only that preference, flagged, with the token (§7)", () => {
    expect(emailSaveOf(answer, 'Specials', true, 'link')).toEqual({
      category: 'offers',
      emailPreferences: [{ shortDescription: 'Specials', banner: 'greenleaf', selected: true }],
      token: 'link',
    })
    expect(emailSaveOf(answer, 'Unknown', true, undefined)).toBeUndefined()
  })

  it("the item settles as the save's answer holds it, or as asked when the answer lacks it", () => {
    const settled = (id: string, requested: boolean) => emailAnswerEvent(id, requested, { answer })
    expect(settled('Weekly Ad', false)).toEqual({
      type: 'settled',
      id: 'Weekly Ad',
      selected: true,
    })
    expect(settled('Gone', true)).toEqual({ type: 'settled', id: 'Gone', selected: true })
    expect(settled('Gone', false)).toEqual({ type: 'settled', id: 'Gone', selected: false })
  })

  it('a failed load: offline, no preferences found on a 404, else the generic text (§8)', () => {
    expect(preferenceLoadFailure(offline)).toBe(messages.offline)
    expect(preferenceLoadFailure(notFound)).toBe(messages.preferencesNotFound)
    expect(preferenceLoadFailure(broken)).toBe(messages.technicalDifficultiesTryLater)
  })

  it("a failed save goes back with why: offline, the service's own text, else the e-mail failure (§8)", () => {
    const message = (error: unknown) => {
      const event = emailAnswerEvent('Specials', true, { error })
      return event.type === 'failed' ? event.message : event.type
    }
    expect(message(offline)).toBe(messages.offline)
    expect(message(told)).toBe('Told by the service')
    expect(message(broken)).toBe(messages.emailPreferencesUpdateFailed)
  })

  it('anything but an API error is a bug, thrown on', () => {
    const bug = new TypeError('bug')
    expect(() => emailAnswerEvent('Specials', true, { error: bug })).toThrow(bug)
    expect(() => smsAnswerEvent('CLICKLIST', true, { error: bug })).toThrow(bug)
  })
})

describe('text-message preferences: account-area.md §5 "Phone numbers", §7, §8', () => {
  const definitions: Parameters<typeof smsSetOf>[0] = [
    { preferenceType: 'CLICKLIST', title: 'Order Updates', description: '', unsubscribeNote: '' },
    { preferenceType: 'PROMOTIONAL', title: 'Specials', description: 'Deals', unsubscribeNote: '' },
  ]

  it('each offered kind shows in order, opted in as its status read says', () => {
    expect(smsSetOf(definitions, [true])).toEqual({
      status: 'ready',
      updated: false,
      items: [
        { id: 'CLICKLIST', title: 'Order Updates', selected: true, pending: false },
        {
          id: 'PROMOTIONAL',
          title: 'Specials',
          description: 'Deals',
          selected: false,
          pending: false,
        },
      ],
    })
  })

  it('a failed status read names Specials & Promotions when it is shown (§8)', () => {
    expect(smsLoadFailure(offline, ['CLICKLIST', 'PROMOTIONAL'])).toBe(messages.offline)
    expect(smsLoadFailure(broken, ['CLICKLIST', 'PROMOTIONAL'])).toBe(
      messages.promotionsPreferenceRetrieveFailed,
    )
    expect(smsLoadFailure(broken, ['PROMOTIONAL'])).toBe(
      messages.promotionsPreferenceRetrieveFailed,
    )
    expect(smsLoadFailure(notFound, ['CLICKLIST'])).toBe(messages.preferencesNotFound)
  })

  it('an opt-in posts +1 and the last 10 digits of the mobile number (§5, §7)', () => {
    expect(smsToggleOf('PROMOTIONAL', true, '(513) 555-0100')).toEqual({
      body: { optIn: true, phoneNumber: '+15135550100', triggerType: 'PROMOTIONAL' },
    })
    expect(smsToggleOf('CLICKLIST', false, '513-555-0100')).toEqual({
      body: { optIn: false, phoneNumber: '+15135550100', triggerType: 'CLICKLIST' },
    })
  })

  it('without a usable mobile number nothing is posted: the shopper is asked to add one (§8)', () => {
    const refused = { refusal: messages.smsNeedsMobilePhone }
    expect(smsToggleOf('PROMOTIONAL', true, undefined)).toEqual(refused)
    expect(smsToggleOf('PROMOTIONAL', true, '555')).toEqual(refused)
    expect(smsToggleOf('PROMOTIONAL', false, undefined)).toEqual(refused)
  })

  it("the update settles as the service holds it, with its message or 'check your phone' (§4, §8)", () => {
    const settled = (requested: boolean, answer: { customerOptedIn: boolean; message?: string }) =>
      smsAnswerEvent('CLICKLIST', requested, { answer })
    expect(settled(true, { customerOptedIn: true })).toEqual({
      type: 'settled',
      id: 'CLICKLIST',
      selected: true,
    })
    expect(settled(true, { customerOptedIn: false })).toEqual({
      type: 'settled',
      id: 'CLICKLIST',
      selected: false,
      warning: messages.smsCheckPhone,
    })
    // An opt-out the service confirms has nothing to check.
    expect(settled(false, { customerOptedIn: false })).toEqual({
      type: 'settled',
      id: 'CLICKLIST',
      selected: false,
    })
    expect(settled(false, { customerOptedIn: false, message: 'Opted out' })).toMatchObject({
      selected: false,
      warning: 'Opted out',
    })
  })

  it("a failed update: offline, the service's text, or the kind's own failure (§8)", () => {
    const message = (id: string, error: unknown) => {
      const event = smsAnswerEvent(id, true, { error })
      return event.type === 'failed' ? event.message : event.type
    }
    expect(message('PROMOTIONAL', offline)).toBe(messages.offline)
    expect(message('PROMOTIONAL', told)).toBe('Told by the service')
    expect(message('PROMOTIONAL', broken)).toBe(messages.promotionsPreferenceUpdateFailed)
    expect(message('CLICKLIST', broken)).toBe(messages.preferenceCannotBeUpdated)
  })
})
