import { cardRowName, type WalletState, walletText } from '@aisle/flows'
import { Alert, Button, Spinner, Stack } from '@aisle/ui'
import type { WalletWidgetConfig } from './wallet-config'

/** The card box on the host page (wallet-flyout.md §2 "Card box"). */
export function WalletCardBox({
  wallet,
  config,
}: {
  wallet: WalletState
  config: WalletWidgetConfig
}) {
  const { uiConfig } = config
  const { selection, groups, load } = wallet
  const bank = wallet.cardOf(selection.bankCardId)
  const others = [...selection.snapCardIds, ...selection.giftCardIds]
    .map((id) => wallet.cardOf(id))
    .filter((card) => card !== undefined)
  const none =
    groups.bankCards.length === 0 && groups.snapCards.length === 0 && groups.giftCards.length === 0
  return (
    <Stack gap="3" asChild>
      <section aria-label={walletText.cardBoxTitle}>
        {uiConfig.hideCardBoxTitle ? null : <h2>{walletText.cardBoxTitle}</h2>}
        {load.status === 'loading' ? <Spinner label="Loading" /> : null}
        {load.status === 'error' ? (
          <Alert
            tone="danger"
            description={load.message}
            actionLabel={walletText.retry}
            onAction={wallet.reload}
          />
        ) : null}
        {load.status === 'ready' ? (
          <>
            {bank ? (
              <p>{`${cardRowName(bank)} •••• ${bank.lastFourPan}`}</p>
            ) : uiConfig.hideNoCardsMessage ? null : (
              <p>{none ? walletText.noCardsAtAll : walletText.noBankCardSelected}</p>
            )}
            {others.length === 0 ? null : (
              <Stack gap="3" asChild>
                <ul>
                  {others.map((card) => (
                    <li key={card.id}>
                      {`${cardRowName(card)} •••• ${card.lastFourPan}`}{' '}
                      {card.cardType === 'EBT_CARD' && card.balance === undefined ? (
                        <Button
                          size="sm"
                          variant="plain"
                          onClick={() => wallet.openBalance(card.id)}
                        >
                          {walletText.checkBalance}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="plain"
                        aria-label={`${walletText.remove} ${cardRowName(card)} ending in ${card.lastFourPan}`}
                        onClick={() => wallet.remove(card)}
                      >
                        {walletText.remove}
                      </Button>
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
            {uiConfig.hidePaymentSummary || uiConfig.paymentSummary === undefined ? null : (
              <p>{uiConfig.paymentSummary}</p>
            )}
            {uiConfig.hideChangePaymentLink ? null : (
              <Button variant="secondary" onClick={wallet.open}>
                {walletText.addOrChange}
              </Button>
            )}
          </>
        ) : null}
      </section>
    </Stack>
  )
}
