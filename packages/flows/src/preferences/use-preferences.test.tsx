import { ApiRequestError, createApiClient, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeAccountServices } from '../test-support/account-services.js'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr } from '../test-support/swr.js'
import {
  emailPreferencesOptionsOf,
  useEmailPreferences,
  useSmsPreferences,
} from './use-preferences.js'

type Reply = { status?: number; body: unknown }

function scripted(script: Record<string, (body: unknown) => Reply>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const reply = script[key]?.(body) ?? { status: 404, body: {} }
    return jsonResponse(reply.body, reply.status ?? 200)
  })
  return { client: createApiClient({ fetch }) }
}

const set = (selected: boolean) => ({
  preferenceSets: [
    {
      emailPreferencesCategory: 'greenleaf',
      emailPreferences: [
        { shortDescription: 'Weekly Ad', banner: 'greenleaf', selected: false },
        { shortDescription: 'Specials', banner: 'greenleaf', selected },
      ],
    },
  ],
})

describe('useEmailPreferences: account-area.md §4 "Preferences"', () => {
  it('loads with the banner labels, shows a toggle at once, then settles as updated', async () => {
    let release: ((v: unknown) => void) | undefined
    const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const json = (body: unknown) => jsonResponse(body)
      if ((init.method ?? 'GET') === 'GET') return json(set(false))
      await new Promise((resolve) => {
        release = resolve
      })
      return json(set(true))
    })
    const client = createApiClient({ fetch })
    const { result } = renderHook(
      () => useEmailPreferences(client, { labels: { Specials: 'Specials & Promotions' } }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(result.current.state).toMatchObject({
      items: [{ title: 'Weekly Ad' }, { title: 'Specials & Promotions', selected: false }],
    })
    act(() => result.current.toggle('Specials', true))
    // Shown at once, before the post answers.
    expect(result.current.state).toMatchObject({
      items: [{}, { selected: true, pending: true }],
      updated: false,
    })
    await waitFor(() => expect(release).toBeDefined())
    release?.(undefined)
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        updated: true,
        items: [{}, { selected: true, pending: false }],
      }),
    )
  })

  it('a failed post rolls the item back with the e-mail failure message (checkout.md §8)', async () => {
    const { client } = scripted({
      'GET /api/accountmanagement/api/email-preferences': () => ({ body: set(false) }),
      'POST /api/accountmanagement/api/email-preferences': () => ({
        status: 500,
        body: { errors: [{ code: 'BOOM' }] },
      }),
    })
    const { result } = renderHook(() => useEmailPreferences(client), { wrapper: FreshSwr })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.toggle('Specials', true))
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        items: [
          {},
          {
            selected: false,
            pending: false,
            warning:
              "We're having trouble updating your email preferences. Please try again later.",
          },
        ],
      }),
    )
  })

  it('§6 switch: the profile path reads and saves through the communication-preferences calls (§7)', async () => {
    const sent: { key: string; body: unknown }[] = []
    const COMMUNICATION = '/api/atlas/v1/customer-profile/v1/communication-preferences'
    const { client } = scripted({
      [`GET ${COMMUNICATION}`]: () => ({ body: set(false) }),
      [`PUT ${COMMUNICATION}`]: (body) => {
        sent.push({ key: 'PUT', body })
        return { body: set(true) }
      },
    })
    const { result } = renderHook(
      () => useEmailPreferences(client, {}, emailPreferencesOptionsOf('?preferences=profile')),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.toggle('Specials', true))
    await waitFor(() => expect(result.current.state).toMatchObject({ updated: true }))
    expect(sent).toEqual([
      {
        key: 'PUT',
        body: {
          emailPreferencesCategory: 'greenleaf',
          emailPreferences: [{ shortDescription: 'Specials', banner: 'greenleaf', selected: true }],
        },
      },
    ])
  })

  it("§7 token: an e-mail link's token is sent on the read and as {emailPreferences, token}", async () => {
    const urls: string[] = []
    const bodies: unknown[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      urls.push(`${init.method ?? 'GET'} ${String(input)}`)
      if (typeof init.body === 'string') bodies.push(JSON.parse(init.body))
      return jsonResponse(set(init.method === 'POST'))
    })
    const client = createApiClient({ fetch })
    const options = emailPreferencesOptionsOf('?token=abc123&preferences=profile')
    expect(options).toEqual({ service: 'accountManagement', token: 'abc123' })
    const { result } = renderHook(() => useEmailPreferences(client, {}, options), {
      wrapper: FreshSwr,
    })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(urls[0]).toMatch(/^GET .*\/email-preferences\?token=abc123$/)
    act(() => result.current.toggle('Specials', true))
    await waitFor(() => expect(result.current.state).toMatchObject({ updated: true }))
    expect(bodies).toEqual([
      {
        emailPreferences: [{ shortDescription: 'Specials', banner: 'greenleaf', selected: true }],
        token: 'abc123',
      },
    ])
    expect(emailPreferencesOptionsOf('')).toEqual({ service: 'accountManagement' })
  })

  it('a 404 on load says no preferences were found (account-area.md §8)', async () => {
    const { client } = scripted({
      'GET /api/accountmanagement/api/email-preferences': () => ({
        status: 404,
        body: { errors: [{ code: 'NOT_FOUND' }] },
      }),
    })
    const { result } = renderHook(() => useEmailPreferences(client), { wrapper: FreshSwr })
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'error',
        message:
          "We're sorry, but we could not find preferences for your account. Please try again later.",
      }),
    )
  })
})

describe('useSmsPreferences: account-area.md §5 "Phone numbers" and §8', () => {
  const definitions = [
    {
      preferenceType: 'PROMOTIONAL' as const,
      title: 'Specials & Promotions',
      description: 'About one text a week.',
    },
  ]

  it('reads the status for +1 and the last 10 digits, and shows the server message as a warning', async () => {
    const sent: unknown[] = []
    const { client } = scripted({
      'GET /api/accountmanagement/api/sms/opt-in': () => ({ body: { customerOptedIn: false } }),
      'POST /api/accountmanagement/api/sms/opt-in': (body) => {
        sent.push(body)
        return { body: { customerOptedIn: false } }
      },
    })
    const { result } = renderHook(
      () => useSmsPreferences(client, { mobilePhone: '1 (513) 555-0148', definitions }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.toggle('PROMOTIONAL', true))
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        items: [
          {
            pending: false,
            warning:
              'Please check your phone for further instructions in order to save this preference.',
          },
        ],
      }),
    )
    expect(sent).toEqual([{ optIn: true, phoneNumber: '+15135550148', triggerType: 'PROMOTIONAL' }])
  })

  it('reads a transactional kind through the transactional status call (§7)', async () => {
    const asked: unknown[] = []
    const { client } = scripted({
      'POST /api/accountmanagement/api/sms/transactional-status': (body) => {
        asked.push(body)
        return { body: { customerOptedIn: true } }
      },
      'GET /api/accountmanagement/api/sms/opt-in': () => ({ body: { customerOptedIn: false } }),
    })
    const both = [
      { preferenceType: 'CLICKLIST' as const, title: 'Order Updates', description: 'Orders.' },
      ...definitions,
    ]
    const { result } = renderHook(
      () => useSmsPreferences(client, { mobilePhone: '5135550148', definitions: both }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(asked).toEqual([{ phoneNumber: '+15135550148', triggerType: 'CLICKLIST' }])
    expect(result.current.state).toMatchObject({
      items: [
        { id: 'CLICKLIST', selected: true },
        { id: 'PROMOTIONAL', selected: false },
      ],
    })
  })

  it('without a mobile number an opt-in is refused with its message and nothing is posted', async () => {
    const { client } = scripted({})
    const { result } = renderHook(
      () => useSmsPreferences(client, { mobilePhone: undefined, definitions }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.toggle('PROMOTIONAL', true))
    expect(result.current.state).toMatchObject({
      items: [
        {
          selected: false,
          warning: 'You must add a mobile phone number in order to receive text messages.',
        },
      ],
    })
  })

  it('a failed promotional update says so (account-area.md §8)', async () => {
    const { client } = scripted({
      'GET /api/accountmanagement/api/sms/opt-in': () => ({ body: { customerOptedIn: true } }),
      'POST /api/accountmanagement/api/sms/opt-in': () => ({
        status: 503,
        body: { errors: [{ code: 'DOWN' }] },
      }),
    })
    const { result } = renderHook(
      () => useSmsPreferences(client, { mobilePhone: '5135550148', definitions }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.toggle('PROMOTIONAL', false))
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        items: [
          {
            selected: true,
            warning:
              "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
          },
        ],
      }),
    )
  })
})

describe('preferences over handed-in AccountServices (account-area.md §4, §8)', () => {
  const fake = fakeAccountServices

  it('a failed load is not retried; Try again shows loading, reads again and drops the edits', async () => {
    let reads = 0
    const services = fake({
      emailPreferences: async () => {
        reads += 1
        if (reads === 1) {
          throw ApiRequestError.of({
            kind: 'network',
            status: 0,
            route: 'emailPreferences',
            endpoint: '/email-preferences',
            message: messages.offline,
          })
        }
        return set(false)
      },
    })
    const { result } = renderHook(() => useEmailPreferences(services), { wrapper: FreshSwr })
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'error',
        message: messages.offline,
      }),
    )
    expect(reads).toBe(1)
    act(() => result.current.reload())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(reads).toBe(2)
  })

  it('asks the status of each kind for the number (+1 and 10 digits) through the services', async () => {
    const asked: string[] = []
    const services = fake({
      smsOptedIn: async (phone, kind) => {
        asked.push(`${phone} ${kind}`)
        return kind === 'CLICKLIST'
      },
    })
    const definitions = [
      { preferenceType: 'CLICKLIST' as const, title: 'Order Updates', description: 'Orders.' },
      {
        preferenceType: 'PROMOTIONAL' as const,
        title: 'Specials & Promotions',
        description: 'Offers.',
      },
    ]
    const { result } = renderHook(
      () => useSmsPreferences(services, { mobilePhone: '(513) 555-0148', definitions }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(asked).toEqual(['+15135550148 CLICKLIST', '+15135550148 PROMOTIONAL'])
    expect(result.current.state).toMatchObject({
      items: [
        { id: 'CLICKLIST', selected: true },
        { id: 'PROMOTIONAL', selected: false },
      ],
    })
  })

  it('a caller making new services on each render reads nothing again: the keys hold no services', async () => {
    let emailReads = 0
    const smsAsked: string[] = []
    const make = () =>
      fake({
        emailPreferences: async () => {
          emailReads += 1
          return set(false)
        },
        smsOptedIn: async (phone, kind) => {
          smsAsked.push(`${phone} ${kind}`)
          return false
        },
      })
    const definitions = [
      { preferenceType: 'PROMOTIONAL' as const, title: 'Specials', description: 'Offers.' },
    ]
    const { result, rerender } = renderHook(
      () => ({
        email: useEmailPreferences(make()),
        sms: useSmsPreferences(make(), { mobilePhone: '5135550148', definitions }),
      }),
      { wrapper: FreshSwr },
    )
    await waitFor(() => expect(result.current.email.state.status).toBe('ready'))
    await waitFor(() => expect(result.current.sms.state.status).toBe('ready'))
    for (let i = 0; i < 5; i += 1) rerender()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(emailReads).toBe(1)
    expect(smsAsked).toEqual(['+15135550148 PROMOTIONAL'])
  })
})
