import {
  type AddCardRequest,
  type ApiClient,
  addCardKindOf,
  type Checkout,
  type HostApplication,
  type WalletServiceCard,
} from '@aisle/api'
import { useMemo } from 'react'
import { createWalletServices, type WalletServices } from '../wallet/wallet-services.js'
import {
  type CheckoutCard,
  type CheckoutServices,
  createCheckoutServices,
} from './checkout-services.js'
import { useAddCardToOrder } from './use-add-card-to-order.js'

/** A wallet card as the checkout holds it (checkout.md §3 "Card"): no name, no balance. */
export function checkoutCardOf(card: WalletServiceCard): CheckoutCard {
  const { id, bin, paymentGram, lastFourPan, fraudToken, brand, description, address } = card
  const checkoutCard: CheckoutCard = { id, lastFourPan, brand }
  if (bin !== undefined) checkoutCard.bin = bin
  if (paymentGram !== undefined) checkoutCard.paymentGram = paymentGram
  if (fraudToken !== undefined) checkoutCard.fraudToken = fraudToken
  if (description !== undefined) checkoutCard.description = description
  if (card.expirationMonth) checkoutCard.expirationMonth = card.expirationMonth
  if (card.expirationYear) checkoutCard.expirationYear = card.expirationYear
  if (card.expired !== undefined) checkoutCard.isExpired = card.expired
  if (address !== undefined) checkoutCard.address = address
  return checkoutCard
}

const isBankCard = (card: WalletServiceCard) =>
  card.cardType === 'CREDIT_CARD' || card.cardType === 'BANK_CARD'

/** What the payment step does with a bank card the wallet added or edited during checkout. */
export interface OrderCardHandlers {
  /** Added, with the shopper's save choice: recorded at the checkout's cards, then put on the order. */
  added(card: CheckoutCard, save: boolean): Promise<unknown>
  /** Edited (its billing address): the checkout's record of it follows. */
  edited(card: CheckoutCard): Promise<unknown>
}

/**
 * The wallet's calls on the payment step (checkout.md §7): a bank card added through the
 * hosted frame (wallet v2) is recorded at /checkout/api/s/cards and added to the order
 * (v1); an edited one is updated at /checkout/api/s/cards/{cardId}. SNAP EBT and gift
 * cards go through the wallet only. The wallet's own answer comes back unchanged.
 */
export function withOrderCards(
  wallet: WalletServices,
  handlers: OrderCardHandlers,
): WalletServices {
  return {
    ...wallet,
    addCard: async (body: AddCardRequest) => {
      const card = await wallet.addCard(body)
      if (addCardKindOf(body) === 'bank' && isBankCard(card)) {
        await handlers.added(checkoutCardOf(card), 'save' in body ? body.save : true)
      }
      return card
    },
    editCard: async (body) => {
      const card = await wallet.editCard(body)
      if (isBankCard(card)) await handlers.edited(checkoutCardOf(card))
      return card
    },
  }
}

/**
 * The payment step's wallet calls, with a bank card added there put on the order
 * (`withOrderCards`), and that add's state for the page (checkout.md §7, §8).
 */
export function useCheckoutWalletServices(options: {
  client: ApiClient
  checkout: Checkout
  appName?: HostApplication
  walletServices?: WalletServices
  checkoutServices?: CheckoutServices
}) {
  const { client, checkout, appName = 'CLICKLIST' } = options
  const checkoutServices = useMemo(
    () => options.checkoutServices ?? createCheckoutServices(client),
    [client, options.checkoutServices],
  )
  // The v1 call names the ordering app; other hosts have no order to add a card to.
  const addToOrder = useAddCardToOrder({
    client,
    checkout,
    appName: appName === 'MEMBERSHIP' ? 'MEMBERSHIP' : 'CLICKLIST',
    services: checkoutServices,
  })
  const { add: addCardToOrder } = addToOrder
  const services = useMemo(
    () =>
      withOrderCards(
        options.walletServices ??
          createWalletServices(client, {
            showSnapCards: true,
            showGiftCards: true,
            getGiftCardBalances: true,
          }),
        {
          added: (card, save) => addCardToOrder(card, { save }),
          edited: (card) => checkoutServices.updateCheckoutCard(card.id, { card, save: true }),
        },
      ),
    [client, options.walletServices, addCardToOrder, checkoutServices],
  )
  return { services, addToOrder }
}
