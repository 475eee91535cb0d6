import type {
  AccountAddress,
  AddCardRequest,
  ApiClient,
  BodyOf,
  UpdateBillingAddressRequest,
  WalletServiceCard,
} from '@aisle/api'
import { parseBalance, snapBalanceOf } from '@aisle/api'

export type EditCardRequest = BodyOf<'editWalletCard'>

/** The wallet's calls (wallet-flyout.md §7), as the hook needs them; tests hand in fakes. */
export interface WalletServices {
  getCards(): Promise<WalletServiceCard[]>
  addCard(body: AddCardRequest): Promise<WalletServiceCard>
  editCard(body: EditCardRequest): Promise<WalletServiceCard>
  deleteCard(cardId: string): Promise<void>
  setPreferred(cardId: string): Promise<void>
  giftBalance(paymentGram: string): Promise<number | undefined>
  ebtBalance(paymentGram: string, encryptedPin: string): Promise<number | undefined>
  billingAddresses(): Promise<AccountAddress[]>
  updateBillingAddress(body: UpdateBillingAddressRequest): Promise<void>
}

/** The x-show-snap-card, x-show-gift-cards and x-giftcard-balance headers (§7). */
export interface WalletListSwitches {
  showSnapCards: boolean
  showGiftCards: boolean
  getGiftCardBalances: boolean
}

/** The services over the one fetch client (its wallet option sends the §7 headers). */
export function createWalletServices(
  client: ApiClient,
  switches: WalletListSwitches,
): WalletServices {
  const flag = (on: boolean) => (on ? 'true' : 'false')
  return {
    getCards: async () =>
      (
        await client.call('wallet', {
          headers: {
            'x-show-snap-card': flag(switches.showSnapCards),
            'x-show-gift-cards': flag(switches.showGiftCards),
            'x-giftcard-balance': flag(switches.getGiftCardBalances),
          },
        })
      ).data.payment.cards,
    addCard: async (body) => (await client.call('addWalletCard', { body })).data.payment.card,
    editCard: async (body) => (await client.call('editWalletCard', { body })).data.payment,
    deleteCard: async (cardId) => {
      await client.call('deleteWalletCard', { params: { cardId } })
    },
    setPreferred: async (cardId) => {
      await client.call('setDefaultCard', { body: { cardId } })
    },
    giftBalance: async (paymentGram) =>
      parseBalance(
        (await client.call('giftCardBalance', { body: { paymentGram } })).data.payment
          .remainingBalance,
      ),
    ebtBalance: async (paymentgram, encryptedPin) =>
      snapBalanceOf(
        await client.call('ebtBalance', { body: { paymentMethod: { encryptedPin, paymentgram } } }),
      ),
    billingAddresses: async () => (await client.call('billingAddresses')).data.payment.addresses,
    updateBillingAddress: async (body) => {
      await client.call('updateBillingAddress', { body })
    },
  }
}
