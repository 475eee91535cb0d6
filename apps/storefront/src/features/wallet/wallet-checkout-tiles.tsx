import type { WalletCard } from '@aisle/api'
import { balanceText, cardActions, cardRowName, notAcceptedText, walletText } from '@aisle/flows'
import { Button, Checkbox, Inline, RadioTileGroup, Surface } from '@aisle/ui'
import type { ListProps } from './wallet-card-list'

// The card list in checkout mode (wallet-flyout.md §2 "Checkout tiles"), apart so that My
// Wallet, whose list has no selection, does not load the radio and checkbox machines.

/**
 * A SNAP EBT or gift card in checkout mode (§2 "Checkout tiles"): a checkbox tile named
 * by the card, its balance read with it, and its actions on their own line, so the tile
 * reads at any width (320-1440 px).
 */
export function SelectTile({ wallet, config, onAction, card }: ListProps & { card: WalletCard }) {
  const name = cardRowName(card)
  const balance = balanceText(card)
  const selected =
    wallet.working.snapCardIds.includes(card.id) || wallet.working.giftCardIds.includes(card.id)
  const needsCheck = card.cardType === 'EBT_CARD' && card.balance === undefined
  const removable = cardActions(card, config.appName).includes('delete')
  const named = `${name} ending in ${card.lastFourPan}`
  return (
    <Surface.Root asChild>
      <li>
        <Checkbox
          label={`${name} •••• ${card.lastFourPan}`}
          {...(balance === undefined || needsCheck ? {} : { description: balance.text })}
          checked={selected}
          disabled={!selected && wallet.blocker(card) !== undefined}
          onCheckedChange={() => wallet.toggle(card)}
        />
        <Inline gap="2">
          {needsCheck ? (
            <Button
              size="sm"
              variant="plain"
              aria-label={`${walletText.checkBalance}, ${named}`}
              onClick={() => wallet.go({ type: 'go', screen: 'CHECK_BALANCE', cardId: card.id })}
            >
              {walletText.checkBalance}
            </Button>
          ) : null}
          {balance?.retry ? (
            <Button
              size="sm"
              variant="plain"
              aria-label={`${walletText.retry}, ${named}`}
              onClick={() => void wallet.retryGiftBalance(card)}
            >
              {walletText.retry}
            </Button>
          ) : null}
          {removable ? (
            <Button
              size="sm"
              variant="plain"
              aria-label={`${walletText.delete} ${named}`}
              onClick={() => onAction(card, 'delete')}
            >
              {walletText.delete}
            </Button>
          ) : null}
        </Inline>
      </li>
    </Surface.Root>
  )
}

/** Checkout radio tiles for the bank cards, with an Edit button per card (§2 "Checkout tiles"). */
export function BankTiles({
  wallet,
  config,
  onAction,
  expiryOf,
}: ListProps & {
  /** The list's expiry text ('Exp. MM/YY'), handed in so this file imports nothing of it. */
  expiryOf: (card: WalletCard) => string | undefined
}) {
  const orderInfo = config.checkoutConfig?.orderInfo
  return (
    <RadioTileGroup
      label={walletText.sectionBank}
      value={wallet.working.bankCardId ?? null}
      onValueChange={({ value }) => {
        const card = wallet.cardOf(value ?? undefined)
        if (card) wallet.toggle(card)
      }}
      onEdit={(value) => {
        const card = wallet.cardOf(value)
        if (card) onAction(card, 'edit')
      }}
      editLabel={walletText.edit}
      items={wallet.groups.bankCards.map((card) => ({
        value: card.id,
        title: `${cardRowName(card)} •••• ${card.lastFourPan}`,
        description: card.expired
          ? walletText.expired
          : (notAcceptedText(card, orderInfo) ?? expiryOf(card)),
        disabled: wallet.blocker(card) !== undefined,
      }))}
    />
  )
}
