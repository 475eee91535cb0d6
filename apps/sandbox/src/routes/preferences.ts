// account-area.md §7 (email, SMS), shopping-method-selector.md §7 and checkout.md §7 (customer preferences).
import type { CustomerPreference } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { assertVersion, fail, ok } from '../context.ts'
import type { EmailPreferencesDoc } from '../seed.ts'

type EmailPreference = EmailPreferencesDoc['preferenceSets'][number]['emailPreferences'][number]
type EmailUpdate =
  | { emailPreferences: EmailPreference[]; token: string }
  | { emailPreferencesCategory: string; emailPreferences: EmailPreference[] }

const emailOf = (c: HandlerContext): EmailPreferencesDoc =>
  c.mine.get<EmailPreferencesDoc>('emailPreferences', 'emailPreferences') ?? { preferenceSets: [] }

/** Each sent preference replaces the stored one with the same description. */
function updateEmail(c: HandlerContext) {
  const update = c.body as EmailUpdate
  const doc = emailOf(c)
  const sets = doc.preferenceSets.map((set) => {
    if (
      'emailPreferencesCategory' in update &&
      update.emailPreferencesCategory !== set.emailPreferencesCategory
    ) {
      return set
    }
    return {
      ...set,
      emailPreferences: set.emailPreferences.map(
        (p) => update.emailPreferences.find((u) => u.shortDescription === p.shortDescription) ?? p,
      ),
    }
  })
  if (
    'emailPreferencesCategory' in update &&
    !sets.some((s) => s.emailPreferencesCategory === update.emailPreferencesCategory)
  ) {
    sets.push({
      emailPreferencesCategory: update.emailPreferencesCategory,
      emailPreferences: update.emailPreferences,
    })
  }
  const next = { preferenceSets: sets }
  c.mine.put('emailPreferences', 'emailPreferences', next)
  return ok(next)
}

const smsKey = (phone: string, type: string) => `${phone}|${type}`

function smsStatus(c: HandlerContext, source: { phoneNumber: string; triggerType: string }) {
  return ok({
    customerOptedIn:
      c.mine.get<boolean>('sms', smsKey(source.phoneNumber, source.triggerType)) ?? false,
  })
}

const preferencesOf = (c: HandlerContext) =>
  c.mine.list<CustomerPreference>('customerPreferences').map((doc) => doc.value)

export const preferenceHandlers: Pick<
  HandlerTable,
  | 'communicationPreferences'
  | 'updateCommunicationPreferences'
  | 'emailPreferences'
  | 'updateEmailPreferences'
  | 'smsOptInStatus'
  | 'updateSmsOptIn'
  | 'transactionalSmsStatus'
  | 'customerPreferences'
  | 'addCustomerPreference'
  | 'updateCustomerPreference'
> = {
  communicationPreferences: (c) => ok(emailOf(c)),
  updateCommunicationPreferences: updateEmail,
  emailPreferences: (c) => ok(emailOf(c)),
  updateEmailPreferences: updateEmail,
  smsOptInStatus: (c) => smsStatus(c, c.query as { phoneNumber: string; triggerType: string }),
  transactionalSmsStatus: (c) =>
    smsStatus(c, c.body as { phoneNumber: string; triggerType: string }),
  updateSmsOptIn: (c) => {
    const { optIn, phoneNumber, triggerType } = c.body as {
      optIn: boolean
      phoneNumber: string
      triggerType: string
    }
    c.mine.put('sms', smsKey(phoneNumber, triggerType), optIn)
    return ok(
      optIn
        ? { customerOptedIn: true, message: 'Reply STOP to 53744 to opt out at any time.' }
        : { customerOptedIn: false },
    )
  },
  customerPreferences: (c) => {
    const { filterName } = c.query
    const all = preferencesOf(c)
    return ok({ preferences: filterName ? all.filter((p) => p.name === filterName) : all })
  },
  addCustomerPreference: (c) => {
    const { name, value } = c.body as { name: string; value: boolean | string }
    if (preferencesOf(c).some((p) => p.name === name))
      fail(409, 'PREFERENCE_EXISTS', 'preference already exists')
    const preference: CustomerPreference = {
      id: c.newId('pref'),
      name,
      value,
      userSet: true,
      versionKey: 'v1',
    }
    c.mine.put('customerPreferences', preference.id, preference)
    return ok(preference)
  },
  updateCustomerPreference: (c) => {
    const { value, versionKey } = c.body as { value: boolean | string; versionKey: string }
    const id = c.params.preferenceId ?? ''
    const stored = c.mine.get<CustomerPreference>('customerPreferences', id)
    if (!stored) return fail(404, 'PREFERENCE_NOT_FOUND', 'preference not found')
    assertVersion(stored.versionKey, versionKey)
    const next: CustomerPreference = {
      ...stored,
      value,
      userSet: true,
      versionKey: c.nextVersion(stored.versionKey),
    }
    c.mine.put('customerPreferences', id, next)
    return ok(next)
  },
}
