import type { WalletCard } from '@aisle/api'
import {
  cardRowName,
  formatUsd,
  type PaymentSectionState,
  remainingText,
  paymentSectionText as text,
  walletText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, Inline, Spinner, Stack, Surface } from '@aisle/ui'
import { lazy, useRef, useState } from 'react'
import { MountOnOpen } from '../../../mount-on-open'

/** The SNAP EBT amount modal (with the kit's Dialog on Ark and zag): loaded when it opens. */
export const loadSnapAmountDialog = () => import('./snap-amount-dialog')
const SnapAmountDialog = lazy(() =>
  loadSnapAmountDialog().then((m) => ({ default: m.SnapAmountDialog })),
)

const masked = (card: WalletCard) => `${cardRowName(card)} •••• ${card.lastFourPan}`

/**
 * The checkout's card box (wallet-flyout.md §2 "Card box"; checkout.md §2 "Payment rows"):
 * the bank card with its share or the $1 hold, the SNAP EBT row (checkbox, Check Balance or
 * remaining balance, amount), gift-card rows (checkbox, remaining balance, Retry, Delete)
 * and 'Add or Change Payment Method'.
 */
export function CheckoutCardBox({ section }: { section: PaymentSectionState }) {
  const { wallet, choice, split, bankCard, snapCard, giftCards } = section
  const [amountOpen, setAmountOpen] = useState(false)
  const amountTrigger = useRef<HTMLButtonElement>(null)
  const none =
    wallet.groups.bankCards.length === 0 &&
    wallet.groups.snapCards.length === 0 &&
    wallet.groups.giftCards.length === 0
  return (
    <Surface.Root aria-labelledby="payment-method-title">
      <Surface.Title id="payment-method-title">{text.title}</Surface.Title>
      {wallet.load.status === 'loading' ||
      (wallet.load.status === 'ready' && !section.choiceSynced) ? (
        <Spinner label="Loading payment methods" />
      ) : null}
      {wallet.load.status === 'error' ? (
        <Alert
          tone="danger"
          description={wallet.load.message}
          actionLabel={walletText.retry}
          onAction={wallet.reload}
        />
      ) : null}
      {wallet.load.status === 'ready' && section.choiceSynced ? (
        <>
          {bankCard ? (
            <Stack gap="1">
              <p>{masked(bankCard)}</p>
              {section.expired ? (
                <Alert tone="danger" description={text.expiredCard} />
              ) : (
                <p>
                  {split.bankShare > 0
                    ? text.cardShare(formatUsd(split.bankShare))
                    : text.cardHold(formatUsd(split.bankAuthorization))}
                </p>
              )}
            </Stack>
          ) : (
            <p>{none ? walletText.noCardsAtAll : walletText.noBankCardSelected}</p>
          )}
          {snapCard ? (
            <Stack gap="3">
              <Inline>
                <Checkbox
                  label={text.snapLabel(snapCard.lastFourPan)}
                  checked={choice.snapChecked}
                  onCheckedChange={({ checked }) => section.toggleSnap(checked === true)}
                />
                {snapCard.balance === undefined ? (
                  <Button size="sm" variant="plain" onClick={() => wallet.openBalance(snapCard.id)}>
                    {text.checkBalance}
                  </Button>
                ) : (
                  <span>{remainingText(snapCard.balance)}</span>
                )}
              </Inline>
              {choice.snapChecked ? (
                <Inline>
                  <span>{text.snapCharge(formatUsd(split.snap))}</span>
                  <Button
                    ref={amountTrigger}
                    size="sm"
                    variant="plain"
                    onClick={() => setAmountOpen(true)}
                  >
                    {text.editSnapAmount}
                  </Button>
                </Inline>
              ) : null}
              {choice.snapChecked ? <p>{text.snapBackupNote}</p> : null}
            </Stack>
          ) : null}
          {giftCards.length > 0 ? (
            <Stack gap="3" asChild>
              <ul aria-label={walletText.sectionGift}>
                {giftCards.map((card) => (
                  <Inline key={card.id} asChild>
                    <li>
                      <Checkbox
                        label={text.giftLabel(card.lastFourPan)}
                        checked={choice.giftCardIds.includes(card.id)}
                        disabled={section.giftDisabled(card)}
                        onCheckedChange={({ checked }) =>
                          section.toggleGift(card.id, checked === true)
                        }
                      />
                      {card.balance === undefined ? (
                        <>
                          <span>{text.balanceError}</span>
                          <Button
                            size="sm"
                            variant="plain"
                            onClick={() => void wallet.retryGiftBalance(card)}
                          >
                            {text.retry}
                          </Button>
                        </>
                      ) : (
                        <span>{remainingText(card.balance)}</span>
                      )}
                      <Button
                        size="sm"
                        variant="plain"
                        aria-label={`${text.delete} ${text.giftLabel(card.lastFourPan)}`}
                        onClick={() => void wallet.deleteCard(card)}
                      >
                        {text.delete}
                      </Button>
                    </li>
                  </Inline>
                ))}
              </ul>
            </Stack>
          ) : null}
          {giftCards.length > 0 && choice.bankCardId === undefined ? (
            <p>{text.giftNeedsBackup}</p>
          ) : null}
          {split.giftsCoverTotal ? <p>{text.orderTotalMet}</p> : null}
          <Button variant="secondary" onClick={wallet.open}>
            {walletText.addOrChange}
          </Button>
        </>
      ) : null}
      <MountOnOpen open={amountOpen}>
        <SnapAmountDialog
          open={amountOpen}
          current={split.snap}
          returnFocusTo={() => amountTrigger.current}
          onSave={(input) => {
            const error = section.setSnapAmount(input)
            if (error === undefined) setAmountOpen(false)
            return error
          }}
          onClose={() => setAmountOpen(false)}
        />
      </MountOnOpen>
    </Surface.Root>
  )
}
