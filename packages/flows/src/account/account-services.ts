import type { ApiClient, BodyOf, EmailPreference, ResponseOf, SmsPreference } from '@aisle/api'
import { useMemo } from 'react'

/** Which calls read and save e-mail preferences (account-area.md §6, §7). */
export type EmailPreferencePath = 'accountManagement' | 'profile'

export type EmailPreferencesAnswer = ResponseOf<'emailPreferences'>
export type SmsOptInAnswer = ResponseOf<'updateSmsOptIn'>
export type StoreLocatorQuery = { postalCode: string } | { near: string }
export type StoreLocatorAnswer = ResponseOf<'storeLocator'>
export type PreferredStoreResponse = ResponseOf<'preferredStore'>
export type ProfileAddressesAnswer = ResponseOf<'addresses'>
export type LegacyAddressesAnswer = ResponseOf<'legacyAddresses'>
export type LegacyRemoveAnswer = ResponseOf<'legacyRemoveAddress'>

/**
 * The account area's calls (account-area.md §7) as the preferences, the address book and
 * Find a Store need them; tests hand in fakes.
 */
export interface AccountServices {
  /** The e-mail preference sets; a `token` is an e-mail link's (account-management path only). */
  emailPreferences(path: EmailPreferencePath, token?: string): Promise<EmailPreferencesAnswer>
  /** Saves one category's changed preferences; answers the sets as the service now holds them. */
  saveEmailPreferences(
    path: EmailPreferencePath,
    change: { category: string; emailPreferences: EmailPreference[]; token?: string | undefined },
  ): Promise<EmailPreferencesAnswer>
  /** Whether the number has opted in to a kind of text: transactional kinds ask their own call. */
  smsOptedIn(phoneNumber: string, triggerType: SmsPreference['preferenceType']): Promise<boolean>
  updateSmsOptIn(body: BodyOf<'updateSmsOptIn'>): Promise<SmsOptInAnswer>
  profileAddresses(): Promise<ProfileAddressesAnswer>
  legacyAddresses(): Promise<LegacyAddressesAnswer>
  removeProfileAddress(addressId: string): Promise<void>
  /** The legacy answer says `data.successful`, and why not in `data.errorDetail.errorCode`. */
  removeLegacyAddress(addressId: string): Promise<LegacyRemoveAnswer>
  /** Stores near a ZIP or a point within `radius` miles (§9). */
  searchStores(where: StoreLocatorQuery, radius: number): Promise<StoreLocatorAnswer>
  preferredStore(): Promise<PreferredStoreResponse>
}

/**
 * Whose opt-in status the transactional call answers (account-area.md §7 "POST
 * transactional SMS status"): every kind but the promotional one. Order updates
 * (CLICKLIST) are transactional texts, which is our reading of the spec's list.
 */
export const isTransactionalSms = (type: string): boolean => type !== 'PROMOTIONAL'

/** The services over the one fetch client. */
export function createAccountServices(client: ApiClient): AccountServices {
  return {
    emailPreferences: (path, token) =>
      path === 'profile'
        ? client.call('communicationPreferences')
        : client.call('emailPreferences', token === undefined ? {} : { query: { token } }),
    saveEmailPreferences: (path, { category, emailPreferences, token }) =>
      path === 'profile'
        ? client.call('updateCommunicationPreferences', {
            body: { emailPreferencesCategory: category, emailPreferences },
          })
        : client.call('updateEmailPreferences', {
            body:
              token === undefined
                ? { emailPreferencesCategory: category, emailPreferences }
                : { emailPreferences, token },
          }),
    smsOptedIn: async (phoneNumber, triggerType) => {
      const ask = { phoneNumber, triggerType }
      const status = isTransactionalSms(triggerType)
        ? await client.call('transactionalSmsStatus', { body: ask })
        : await client.call('smsOptInStatus', { query: ask })
      return status.customerOptedIn
    },
    updateSmsOptIn: (body) => client.call('updateSmsOptIn', { body }),
    profileAddresses: () => client.call('addresses'),
    legacyAddresses: () => client.call('legacyAddresses'),
    removeProfileAddress: async (addressId) => {
      await client.call('removeAddress', { params: { addressId } })
    },
    removeLegacyAddress: (addressId) => client.call('legacyRemoveAddress', { body: { addressId } }),
    searchStores: (where, radius) =>
      client.call('storeLocator', { query: { ...where, radius: String(radius) } }),
    preferredStore: () => client.call('preferredStore'),
  }
}

const byClient = new WeakMap<ApiClient, AccountServices>()

/**
 * One set of services per client. The reads' cache keys name the area, the verb and its
 * arguments, never the services, so screens share their reads whatever object they hold.
 */
export function accountServicesOf(client: ApiClient): AccountServices {
  let services = byClient.get(client)
  if (services === undefined) {
    services = createAccountServices(client)
    byClient.set(client, services)
  }
  return services
}

const isClient = (source: ApiClient | AccountServices): source is ApiClient =>
  'call' in source && typeof source.call === 'function'

/** The services of a client, or the services handed in. */
export function useAccountServices(source: ApiClient | AccountServices): AccountServices {
  return useMemo(() => (isClient(source) ? accountServicesOf(source) : source), [source])
}
