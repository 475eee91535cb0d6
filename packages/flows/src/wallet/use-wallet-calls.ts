import { type AddCardRequest, messages, toWalletCard, type WalletCard } from '@aisle/api'
import type { Dispatch } from 'react'
import type { WalletFlyoutEvent } from './screens.js'
import { failure, type WalletCoreEvent, type WalletResult } from './wallet-core.js'
import type { EditCardRequest, WalletServices } from './wallet-services.js'
import type { WalletSuccess } from './wallet-text.js'

export interface WalletCallsOptions {
  services: WalletServices
  appName: string
  /** The wallet's state reducer (`walletCoreReducer`). */
  dispatch: Dispatch<WalletCoreEvent>
  /** The flyout's screens reducer (`walletFlyoutReducer`). */
  dispatchFlyout: Dispatch<WalletFlyoutEvent>
  pinLockedIds: ReadonlySet<string>
}

/**
 * The wallet's calls (wallet-flyout.md §4 "Add, edit, delete, preferred", "Balances"):
 * each sends one request over the wallet services and hands its outcome to the reducers.
 */
export function useWalletCalls(options: WalletCallsOptions) {
  const { services, appName, dispatch, dispatchFlyout, pinLockedIds } = options
  const done = (success: WalletSuccess) => dispatchFlyout({ type: 'done', success })

  return {
    addCard: async (request: AddCardRequest): Promise<WalletResult> => {
      try {
        const card = toWalletCard(await services.addCard(request), appName)
        dispatch({ type: 'added', card, request })
        done('added')
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },

    editCard: async (request: EditCardRequest): Promise<WalletResult> => {
      try {
        // §4: the response (which carries cardType) is merged with saved=true.
        const answer = await services.editCard(request)
        const card = { ...toWalletCard(answer, appName), saved: true }
        dispatch({ type: 'edited', card, preferred: request.defaultCard })
        done('edited')
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },

    /** Deletes on the server only a saved card; a failure shows in the list (§4). */
    deleteCard: async (card: WalletCard): Promise<WalletResult> => {
      try {
        if (card.saved) await services.deleteCard(card.id)
        dispatch({ type: 'deleted', cardId: card.id })
        done('deleted')
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        dispatch({ type: 'listError', message: result.message })
        dispatchFlyout({ type: 'back' })
        return result
      }
    },

    /** Saved on the server, the others' flag cleared, the card selected, 'Card Updated!' (§4). */
    makePreferred: async (card: WalletCard): Promise<WalletResult> => {
      dispatch({ type: 'listError', message: undefined })
      try {
        await services.setPreferred(card.id)
        dispatch({ type: 'preferred', cardId: card.id })
        done('preferred')
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        dispatch({ type: 'listError', message: result.message })
        return result
      }
    },

    /** Every SNAP card receives the balance; back to the list or closed (§4 "Balances"). */
    checkEbtBalance: async (card: WalletCard, encryptedPin: string): Promise<WalletResult> => {
      try {
        if (pinLockedIds.has(card.id)) return { ok: false, message: messages.pinLocked, code: '75' }
        const balance = await services.ebtBalance(card.paymentGram ?? card.id, encryptedPin)
        if (balance !== undefined) dispatch({ type: 'snapBalance', balance })
        dispatchFlyout({ type: 'balanceChecked' })
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        // Code 75 locks PIN entry for this card until the wallet is loaded again (§4).
        if (result.code === '75') dispatch({ type: 'pinLocked', cardId: card.id })
        return result
      }
    },

    /** A failure leaves the balance empty, so Retry stays offered (§4 "Balances"). */
    retryGiftBalance: async (card: WalletCard): Promise<void> => {
      try {
        const balance = await services.giftBalance(card.paymentGram ?? card.id)
        if (balance === undefined) return
        dispatch({ type: 'giftBalance', card, balance })
      } catch (error) {
        failure(error)
      }
    },
  }
}
