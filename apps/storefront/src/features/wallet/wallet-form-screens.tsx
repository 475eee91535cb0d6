import type { IFRAME_LOAD_ERROR, PostalAddress } from '@aisle/api'
import {
  type BillingChoice,
  postalOfBillingValues,
  useBillingAddresses,
  type WalletState,
} from '@aisle/flows'
import { useState } from 'react'
import { type BankCardDraft, BankCardForm, emptyDraft } from './wallet-bank-card-form'
import { AddressFormScreen, AddressListScreen } from './wallet-billing-screens'
import type { WalletScreensConfig } from './wallet-config'
import {
  CheckBalanceScreen,
  DeleteCardScreen,
  ExitConfirmScreen,
  GiftCardForm,
  SnapCardForm,
} from './wallet-screens'

// Every screen of the flyout but the card list (wallet-flyout.md §2): the card forms with
// their card-entry frame, the billing screens, the balance check, delete and exit. The
// flyout opens on the card list, so these load when the shopper reaches into it or opens
// a screen of them (wallet-widget.tsx), not with the flyout (docs/performance.md).

export interface WalletFormScreenProps {
  wallet: WalletState
  config: WalletScreensConfig
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
  onValidationErrors?: (formName: string, descriptions: string[]) => void
}

/** The screen the flyout shows when it is not the card list. */
export default function WalletFormScreen({
  wallet,
  config,
  onFrameError,
  onValidationErrors,
}: WalletFormScreenProps) {
  const frameProps = onFrameError === undefined ? {} : { onFrameError }
  switch (wallet.flyout.screen) {
    case 'ADD_SNAP_EBT_CARD':
      return <SnapCardForm wallet={wallet} config={config} {...frameProps} />
    case 'ADD_GIFT_CARD':
      return <GiftCardForm wallet={wallet} config={config} {...frameProps} />
    case 'CHECK_BALANCE':
      return <CheckBalanceScreen wallet={wallet} config={config} {...frameProps} />
    case 'DELETE_CARD':
      return <DeleteCardScreen wallet={wallet} config={config} />
    case 'EXIT_CONFIRM':
      return <ExitConfirmScreen wallet={wallet} config={config} />
    default:
      return (
        <BankCardFlow
          wallet={wallet}
          config={config}
          {...frameProps}
          {...(onValidationErrors === undefined ? {} : { onValidationErrors })}
        />
      )
  }
}

/** The card form and its billing screens, which share the typed values and the chosen address. */
function BankCardFlow({
  wallet,
  config,
  onFrameError,
  onValidationErrors,
}: {
  wallet: WalletState
  config: WalletScreensConfig
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
  onValidationErrors?: (formName: string, descriptions: string[]) => void
}) {
  const { screen } = wallet.flyout
  const editing = wallet.flyout.addressReturn === 'EDIT_CARD' || screen === 'EDIT_CARD'
  const card = editing ? wallet.card : undefined
  const billing = useBillingAddresses(wallet.services, card?.billingAddress)
  const [draft, setDraft] = useState<BankCardDraft>(() =>
    card
      ? {
          ...emptyDraft,
          firstName: card.firstName ?? '',
          lastName: card.lastName ?? '',
          preferred: card.isPreferred,
          expirationMonth: card.expirationMonth ?? '',
          expirationYear: card.expirationYear ?? '',
        }
      : emptyDraft,
  )
  const [picked, setPicked] = useState<
    { id: string | undefined; address: PostalAddress } | undefined
  >()
  const [editingChoice, setEditingChoice] = useState<BillingChoice | undefined>()
  const current =
    picked ??
    (() => {
      const choice = billing.choices.find((c) => c.id === billing.defaultId)
      return choice ? { id: choice.id, address: choice.address } : undefined
    })()

  if (screen === 'ADDRESS_LIST') {
    return (
      <AddressListScreen
        billing={billing}
        selectedId={current?.id}
        onPick={(choice) => {
          setPicked({ id: choice.id, address: choice.address })
          wallet.navigate({ type: 'addressPicked' })
        }}
        onEdit={(choice) => {
          setEditingChoice(choice)
          wallet.navigate(
            choice ? { type: 'editAddress', addressId: choice.id } : { type: 'editAddress' },
          )
        }}
      />
    )
  }
  if (screen === 'UPDATE_ADDRESS') {
    return (
      <AddressFormScreen
        billing={billing}
        choice={editingChoice}
        onSaved={(values) => {
          setPicked({ id: editingChoice?.id, address: postalOfBillingValues(values) })
          wallet.navigate({ type: 'addressSaved' })
        }}
      />
    )
  }
  return (
    <BankCardForm
      wallet={wallet}
      config={config}
      mode={screen === 'EDIT_CARD' ? 'edit' : 'add'}
      draft={draft}
      onDraft={setDraft}
      billing={current?.address}
      onEditBilling={() => wallet.navigate({ type: 'openAddresses' })}
      {...(onFrameError === undefined ? {} : { onFrameError })}
      {...(onValidationErrors === undefined
        ? {}
        : {
            onValidationErrors: (descriptions: string[]) =>
              onValidationErrors(screen === 'EDIT_CARD' ? 'EDIT_CARD' : 'ADD_CARD', descriptions),
          })}
    />
  )
}
