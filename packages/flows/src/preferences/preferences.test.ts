import { describe, expect, it } from 'vitest'
import { emailPreferenceCustomisation } from './preference-texts.js'
import {
  emailPreferenceItems,
  noPreferenceEdits,
  type PreferenceItem,
  type PreferenceSetState,
  preferenceEditsReducer,
  preferenceSetOf,
  preferenceSetReducer,
  smsOptInBlocker,
  smsOptInWarning,
} from './preferences.js'

const item = (id: string, selected = false): PreferenceItem => ({
  id,
  title: id,
  selected,
  pending: false,
})
const ready = (items: PreferenceItem[]): PreferenceSetState => ({
  status: 'ready',
  items,
  updated: false,
})

describe('preferences: account-area.md §4 "Preferences"', () => {
  it('each set has loading, error and updated states', () => {
    expect(preferenceSetReducer(ready([]), { type: 'load' })).toEqual({ status: 'loading' })
    expect(
      preferenceSetReducer({ status: 'loading' }, { type: 'loadFailed', message: 'm' }),
    ).toEqual({ status: 'error', message: 'm' })
    const settled = preferenceSetReducer(
      preferenceSetReducer(ready([item('a')]), { type: 'toggle', id: 'a', selected: true }),
      { type: 'settled', id: 'a', selected: true },
    )
    expect(settled).toMatchObject({
      status: 'ready',
      updated: true,
      items: [{ id: 'a', selected: true, pending: false }],
    })
  })

  it('a toggle changes the selected flag at once, before the post settles', () => {
    const toggled = preferenceSetReducer(ready([item('a'), item('b')]), {
      type: 'toggle',
      id: 'a',
      selected: true,
    })
    expect(toggled).toMatchObject({
      items: [
        { id: 'a', selected: true, pending: true },
        { id: 'b', selected: false },
      ],
    })
    // A second toggle while pending is ignored: one post at a time per item.
    expect(
      preferenceSetReducer(toggled, { type: 'toggle', id: 'a', selected: false }),
    ).toMatchObject({ items: [{ selected: true }, { selected: false }] })
  })

  it('a message returned by the server is shown as a warning on the item', () => {
    const state = preferenceSetReducer(
      preferenceSetReducer(ready([item('a')]), { type: 'toggle', id: 'a', selected: true }),
      {
        type: 'settled',
        id: 'a',
        selected: true,
        warning:
          'Please check your phone for further instructions in order to save this preference.',
      },
    )
    expect(state).toMatchObject({
      items: [
        {
          warning:
            'Please check your phone for further instructions in order to save this preference.',
        },
      ],
    })
  })

  it('a failed post puts the item back and shows the message (§8)', () => {
    const state = preferenceSetReducer(
      preferenceSetReducer(ready([item('a')]), { type: 'toggle', id: 'a', selected: true }),
      {
        type: 'failed',
        id: 'a',
        message: 'Your preference cannot be updated at this time. Please try again later.',
      },
    )
    expect(state).toMatchObject({
      items: [
        {
          selected: false,
          pending: false,
          warning: 'Your preference cannot be updated at this time. Please try again later.',
        },
      ],
    })
  })
})

describe('preference texts per banner: account-area.md §2 "Preferences screens"', () => {
  const service = [
    { shortDescription: 'ExpressLane Offers', banner: 'hilltop', selected: false },
    { shortDescription: 'Fresh Catch', banner: 'hilltop', selected: true },
    { shortDescription: 'Join e-VIC', banner: 'hilltop', selected: false },
    { shortDescription: 'Fine Wines Club', banner: 'hilltop', selected: false },
  ]

  it("orders one banner's preferences: Join e-VIC, Fresh Catch, Fine Wines Club, ExpressLane Offers", () => {
    const order = ['Join e-VIC', 'Fresh Catch', 'Fine Wines Club', 'ExpressLane Offers']
    expect(emailPreferenceItems(service, { order }).map((i) => i.title)).toEqual(order)
  })

  it('overrides the texts per banner and keeps the service order otherwise', () => {
    const items = emailPreferenceItems(
      [
        { shortDescription: 'Specials', banner: 'greenleaf', selected: true },
        { shortDescription: 'Weekly Ad', banner: 'greenleaf', selected: false },
      ],
      { labels: { Specials: 'Specials & Promotions' } },
    )
    expect(items.map((i) => i.title)).toEqual(['Specials & Promotions', 'Weekly Ad'])
  })
})

describe('text-message opt-in: account-area.md §5 "Phone numbers" and §8', () => {
  it('asks for a mobile number before an opt-in', () => {
    expect(smsOptInBlocker(undefined, true)).toBe(
      'You must add a mobile phone number in order to receive text messages.',
    )
    expect(smsOptInBlocker('555-01', true)).toBe(
      'You must add a mobile phone number in order to receive text messages.',
    )
    expect(smsOptInBlocker('+1 (513) 555-0148', true)).toBeUndefined()
    expect(smsOptInBlocker(undefined, false)).toBeUndefined()
  })

  it('an unconfirmed opt-in asks the shopper to check the phone; a server message wins', () => {
    expect(smsOptInWarning(true, { customerOptedIn: false })).toBe(
      'Please check your phone for further instructions in order to save this preference.',
    )
    expect(smsOptInWarning(true, { customerOptedIn: true })).toBeUndefined()
    expect(smsOptInWarning(false, { customerOptedIn: false, message: 'server says' })).toBe(
      'server says',
    )
  })
})

describe('per-banner email preference texts: account-area.md §2 "Preferences screens"', () => {
  const seeded = [
    { shortDescription: 'Weekly Ad', banner: 'x', selected: true },
    { shortDescription: 'Digital coupons', banner: 'x', selected: false },
    { shortDescription: 'Recipes and tips', banner: 'x', selected: true },
  ]
  it('greenleaf says Specials & Promotions and Monthly Newsletter', () => {
    expect(
      emailPreferenceItems(seeded, emailPreferenceCustomisation('greenleaf')).map((i) => i.title),
    ).toEqual(['Weekly Ad', 'Specials & Promotions', 'Monthly Newsletter'])
  })
  it('hilltop says Join e-VIC and ExpressLane Offers, Join e-VIC first', () => {
    expect(
      emailPreferenceItems(seeded, emailPreferenceCustomisation('hilltop')).map((i) => i.title),
    ).toEqual(['Join e-VIC', 'ExpressLane Offers', 'Weekly Ad'])
  })
  it('a banner without overrides keeps the service texts', () => {
    expect(emailPreferenceCustomisation('copperline')).toEqual({})
  })
})

describe('preference edits over a read: account-area.md §4 "Preferences", §8', () => {
  const answer = { sets: 1 }
  const loaded = ready([item('Specials')])
  const read = { data: answer, failure: undefined, validating: false }

  it('a read under way is loading, a failed one shows its message, a loaded one its items', () => {
    const none = { data: undefined, failure: undefined, validating: true }
    expect(preferenceSetOf(none, undefined, noPreferenceEdits)).toEqual({ status: 'loading' })
    const failed = { data: undefined, failure: 'Offline', validating: false }
    expect(preferenceSetOf(failed, undefined, noPreferenceEdits)).toEqual({
      status: 'error',
      message: 'Offline',
    })
    // A read again after a failure is loading, not the old failure.
    expect(preferenceSetOf({ ...failed, validating: true }, undefined, noPreferenceEdits)).toEqual({
      status: 'loading',
    })
    expect(preferenceSetOf(read, loaded, noPreferenceEdits)).toBe(loaded)
  })

  it('edits apply to the answer they were made on; a fresh answer starts afresh', () => {
    const toggled = preferenceEditsReducer(noPreferenceEdits, {
      type: 'edit',
      source: answer,
      loaded,
      event: { type: 'toggle', id: 'Specials', selected: true },
    })
    expect(preferenceSetOf(read, loaded, toggled)).toMatchObject({
      items: [{ selected: true, pending: true }],
    })
    const settled = preferenceEditsReducer(toggled, {
      type: 'edit',
      source: answer,
      loaded,
      event: { type: 'settled', id: 'Specials', selected: true },
    })
    expect(preferenceSetOf(read, loaded, settled)).toMatchObject({
      updated: true,
      items: [{ selected: true, pending: false }],
    })
    const fresh = { ...read, data: { sets: 2 } }
    expect(preferenceSetOf(fresh, loaded, settled)).toBe(loaded)
  })

  it('a reload is loading until it is over and drops the edits', () => {
    const toggled = preferenceEditsReducer(noPreferenceEdits, {
      type: 'edit',
      source: answer,
      loaded,
      event: { type: 'toggle', id: 'Specials', selected: true },
    })
    const reloading = preferenceEditsReducer(toggled, { type: 'reload' })
    expect(preferenceSetOf(read, loaded, reloading)).toEqual({ status: 'loading' })
    const reloaded = preferenceEditsReducer(reloading, { type: 'reloaded' })
    expect(preferenceSetOf(read, loaded, reloaded)).toBe(loaded)
  })
})
