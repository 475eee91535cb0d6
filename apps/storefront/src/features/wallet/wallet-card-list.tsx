import { messages, type WalletCard } from '@aisle/api'
import {
  balanceText,
  type CardAction,
  cardActions,
  cardRowName,
  type WalletState,
  walletText,
} from '@aisle/flows'
import {
  Alert,
  Button,
  CardRow,
  cardExpiryDate,
  Menu,
  PaymentCardRow,
  Spinner,
  Stack,
} from '@aisle/ui'
import { useId } from 'react'
import type { WalletScreensConfig } from './wallet-config'
import { walletServiceBaseUrl } from './wallet-config'
import { BankTiles, SelectTile } from './wallet-parts'

const actionLabels: Record<CardAction, string> = {
  edit: walletText.edit,
  delete: walletText.delete,
  makePreferred: walletText.makePreferred,
}

function imageOf(config: WalletScreensConfig, card: WalletCard): string | undefined {
  const host = walletServiceBaseUrl(config.environment, config.tenantName, config.bannerDomain)
  // §2: each card type's icon is at /manage-payment/{icon}.png on the payment service host.
  return host === '' || card.imageType === undefined
    ? undefined
    : `${host}/manage-payment/${card.imageType}.png`
}

const expiryOf = (card: WalletCard) =>
  card.expirationMonth && card.expirationYear
    ? `Exp. ${cardExpiryDate(card.expirationMonth, card.expirationYear)}`
    : undefined

export interface ListProps {
  wallet: WalletState
  config: WalletScreensConfig
  onAction: (card: WalletCard, action: CardAction) => void
}

/** A card row with its balance and its actions menu (§2 "Card list"). */
function WalletCardRow({ wallet, config, onAction, card }: ListProps & { card: WalletCard }) {
  const myWallet = config.uiConfig.isMyWallet
  const name = cardRowName(card)
  const actions = cardActions(card, config.appName)
  const balance = balanceText(card)
  const label = `Actions for ${name} ending in ${card.lastFourPan}`
  const menu =
    actions.length === 0 ? undefined : actions.length === 1 &&
      actions[0] === 'edit' &&
      card.expired ? (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${walletText.edit} ${name} ending in ${card.lastFourPan}`}
        onClick={() => onAction(card, 'edit')}
      >
        {walletText.edit}
      </Button>
    ) : (
      <Menu
        label={label}
        items={actions.map((action) => ({
          value: action,
          label: actionLabels[action],
          ...(action === 'delete' ? { tone: 'critical' as const } : {}),
        }))}
        onSelect={(value) => onAction(card, value as CardAction)}
      />
    )
  const ebtCheck =
    card.cardType === 'EBT_CARD' && card.balance === undefined ? (
      <Button
        size="sm"
        variant="plain"
        onClick={() => wallet.go({ type: 'go', screen: 'CHECK_BALANCE', cardId: card.id })}
      >
        {walletText.checkBalance}
      </Button>
    ) : null
  return (
    <PaymentCardRow
      brandName={name}
      imageSrc={imageOf(config, card)}
      lastFour={card.lastFourPan}
      expiry={expiryOf(card)}
      {...(myWallet && card.isPreferred ? { preferredLabel: walletText.preferred } : {})}
      expired={
        card.cardType !== 'EBT_CARD' && card.cardType !== 'GIFT_CARD' && card.expired === true
      }
      expiredLabel="Expired"
      expiredMessage={walletText.expired}
      {...(balance === undefined || ebtCheck !== null || balance.retry
        ? {}
        : { balance: balance.text })}
      {...(balance?.retry
        ? { balanceError: balance.text, onRetryBalance: () => void wallet.retryGiftBalance(card) }
        : {})}
      actions={
        <>
          {ebtCheck}
          {menu}
        </>
      }
    />
  )
}

function Section({
  title,
  cards,
  addLabel,
  canAdd,
  note,
  reason,
  onAdd,
  ...props
}: ListProps & {
  title: string
  cards: WalletCard[]
  addLabel: string
  canAdd: boolean
  note?: string | undefined
  /** Why Add is disabled (a backup card is needed, or the limit is reached). */
  reason?: string | undefined
  onAdd: () => void
}) {
  const noteId = useId()
  return (
    <Stack gap="3" asChild>
      <section aria-label={title}>
        <h3>{title}</h3>
        {cards.length === 0 ? null : props.config.uiConfig.isMyWallet ? (
          <CardRow.Root aria-label={title}>
            {cards.map((card) => (
              <WalletCardRow key={card.id} card={card} {...props} />
            ))}
          </CardRow.Root>
        ) : (
          <Stack gap="3" asChild>
            <ul aria-label={title}>
              {cards.map((card) => (
                <SelectTile key={card.id} card={card} {...props} />
              ))}
            </ul>
          </Stack>
        )}
        {note === undefined ? null : <p>{note}</p>}
        {reason === undefined ? null : <p id={noteId}>{reason}</p>}
        {/* A disabled Add says why: the reason is its description. */}
        <Button
          variant="secondary"
          disabled={!canAdd}
          onClick={onAdd}
          {...(reason === undefined ? {} : { 'aria-describedby': noteId })}
        >
          {addLabel}
        </Button>
      </section>
    </Stack>
  )
}

/** CARD_LIST: the sections the walletConfig shows, banners, notes (§2 "Card list"). */
export function WalletCardList(props: ListProps) {
  const { wallet, config } = props
  const { walletConfig, uiConfig, checkoutConfig } = config
  if (wallet.load.status === 'loading') return <Spinner label="Loading" />
  if (wallet.load.status === 'error') {
    return (
      <Alert
        tone="danger"
        description={wallet.load.message}
        actionLabel={walletText.retry}
        onAction={wallet.reload}
      />
    )
  }
  const order = checkoutConfig?.orderInfo
  const checkout = !uiConfig.isMyWallet
  return (
    <Stack gap="3">
      {wallet.success ? (
        <Alert tone="success" title={wallet.success.title} description={wallet.success.text} />
      ) : null}
      {wallet.listError === messages.cardNotOnAccount ? (
        <Alert
          tone="danger"
          description={wallet.listError}
          actionLabel="Okay, I got it!"
          onAction={() => {
            wallet.dismissListError()
            wallet.reload()
          }}
        />
      ) : wallet.listError ? (
        <Alert tone="danger" description={wallet.listError} />
      ) : null}
      {checkout && wallet.groups.bankCards.length > 0 ? (
        <Stack gap="3" asChild>
          <section aria-label={walletText.sectionBank}>
            <BankTiles {...props} expiryOf={expiryOf} />
            <Button
              variant="secondary"
              onClick={() => wallet.go({ type: 'go', screen: 'ADD_CARD' })}
            >
              {walletText.addCard}
            </Button>
          </section>
        </Stack>
      ) : (
        <Section
          {...props}
          title={walletText.sectionBank}
          cards={wallet.groups.bankCards}
          addLabel={walletText.addCard}
          canAdd={wallet.add.bank}
          onAdd={() => wallet.go({ type: 'go', screen: 'ADD_CARD' })}
        />
      )}
      {walletConfig.showSnapCards ? (
        <Section
          {...props}
          title={walletText.sectionSnap}
          cards={wallet.groups.snapCards}
          addLabel={walletText.addSnap}
          canAdd={wallet.add.snap}
          reason={wallet.add.snapNote}
          note={
            checkout && order && !order.hasSnapEligibleItems
              ? walletText.notSnapEligible
              : checkout && wallet.working.snapCardIds.length > 0
                ? walletText.snapBackupNote
                : undefined
          }
          onAdd={() => wallet.go({ type: 'go', screen: 'ADD_SNAP_EBT_CARD' })}
        />
      ) : null}
      {walletConfig.showGiftCards ? (
        <Section
          {...props}
          title={walletText.sectionGift}
          cards={wallet.groups.giftCards}
          addLabel={walletText.addGift}
          canAdd={wallet.add.gift}
          reason={wallet.add.giftNote}
          note={
            checkout && wallet.groups.giftCards.some((card) => wallet.blocker(card) === 'total-met')
              ? walletText.orderTotalMet
              : undefined
          }
          onAdd={() => wallet.go({ type: 'go', screen: 'ADD_GIFT_CARD' })}
        />
      ) : null}
    </Stack>
  )
}
