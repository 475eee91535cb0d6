import type { AccountServices } from '../account/account-services.js'

// Test support of the hook tests (not built into the package).

const unused = () => Promise.reject(new Error('not called'))

/** Account services whose every call fails as 'not called' but the ones a test hands in. */
export function fakeAccountServices(overrides: Partial<AccountServices> = {}): AccountServices {
  return {
    emailPreferences: unused,
    saveEmailPreferences: unused,
    smsOptedIn: unused,
    updateSmsOptIn: unused,
    profileAddresses: unused,
    legacyAddresses: unused,
    removeProfileAddress: unused,
    removeLegacyAddress: unused,
    searchStores: unused,
    preferredStore: unused,
    ...overrides,
  }
}
