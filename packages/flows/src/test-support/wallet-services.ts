import { vi } from 'vitest'
import type { WalletServices } from '../wallet/wallet-services.js'

// Test support of the hook tests (not built into the package).

/** Wallet services with no cards and recording spies, but the calls a test hands in. */
export function fakeWalletServices(overrides: Partial<WalletServices> = {}): WalletServices {
  return {
    getCards: async () => [],
    addCard: vi.fn(),
    editCard: vi.fn(),
    deleteCard: vi.fn(),
    setPreferred: vi.fn(),
    giftBalance: vi.fn(),
    ebtBalance: vi.fn(),
    billingAddresses: vi.fn(),
    updateBillingAddress: vi.fn(),
    ...overrides,
  }
}
