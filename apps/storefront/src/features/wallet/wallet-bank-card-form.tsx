import {
  type CardEntryResult,
  type IFRAME_LOAD_ERROR,
  messages,
  type PostalAddress,
  WALLET_LIMITS,
} from '@aisle/api'
import {
  addBankCardRequest,
  type CardRegistration,
  cardBrandNames,
  DEFAULT_WALLET_LOCATION,
  editCardRequest,
  saveAndPreferred,
  useCardFormErrors,
  type WalletResult,
  type WalletState,
  walletText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, Stack, TextField } from '@aisle/ui'
import { useRef, useState } from 'react'
import { type CardEntryControl, CardEntryFrame } from './card-entry-frame'
import { fraudDetectionOf, fraudTagSrc } from './fraud-tag'
import type { WalletScreensConfig } from './wallet-config'

/** What the card form keeps while the shopper visits the billing screens. */
export interface BankCardDraft {
  firstName: string
  lastName: string
  save: boolean
  preferred: boolean
  expirationMonth: string
  expirationYear: string
}

export const emptyDraft: BankCardDraft = {
  firstName: '',
  lastName: '',
  save: true,
  preferred: false,
  expirationMonth: '',
  expirationYear: '',
}

const oneLine = (a: PostalAddress) =>
  [a.unit, a.street, `${a.locality}, ${a.region} ${a.postalCode}`].filter(Boolean).join(', ')

interface BankCardFormProps {
  wallet: WalletState
  config: WalletScreensConfig
  mode: 'add' | 'edit'
  draft: BankCardDraft
  onDraft: (draft: BankCardDraft) => void
  billing: PostalAddress | undefined
  onEditBilling: () => void
  /** The card-entry frame did not load in time (analytics, §7). */
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
  /** The form's validation errors, for analytics as user-constraint errors (§5). */
  onValidationErrors?: (descriptions: string[]) => void
}

const noFrame: CardEntryResult = {
  ok: false,
  responseCode: 'no-frame-target',
  message: messages.invalidCardInformation,
}

/** ADD_CARD and EDIT_CARD (§2 "Add credit/debit card form", "Edit card form", §4 "Add-card submission"). */
export function BankCardForm({
  wallet,
  config,
  mode,
  draft,
  onDraft,
  billing,
  onEditBilling,
  onFrameError,
  onValidationErrors,
}: BankCardFormProps) {
  const card = mode === 'edit' ? wallet.card : undefined
  const lockedPreferred = mode === 'edit' && card?.isPreferred === true
  // The billing error follows the current address: one selected after a submit clears it.
  const { errors, check: checkFields } = useCardFormErrors(billing)
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [notFound, setNotFound] = useState(false)
  // 'Okay, I got it!' on a card this account does not hold: back to a fresh list (§8).
  const leave = () => {
    wallet.reload()
    wallet.back()
  }
  const frame = useRef<CardEntryControl | null>(null)
  const location = config.locationData ?? DEFAULT_WALLET_LOCATION
  const now = new Date()

  const check = (): boolean => {
    const found = checkFields(draft)
    if (found.length > 0) onValidationErrors?.(found)
    return found.length === 0
  }

  /**
   * The frame's answer as a registration, or undefined. A bad security code (881, 882)
   * only enlarges the field (§4); every refused entry shows its text in the frame.
   */
  const registrationOf = (result: CardEntryResult): CardRegistration | undefined => {
    if (result.ok && result.firstSix !== undefined) {
      return {
        registrationId: result.registrationId,
        firstSix: result.firstSix,
        ...(result.expiry === undefined ? {} : { expiry: result.expiry }),
      }
    }
    // A refused entry shows beside its field in the frame, and nowhere else (one result);
    // a frame that is gone or silent is told here.
    if (result.ok) setFormError(messages.invalidCardInformation)
    else if (!/^\d+$/.test(result.responseCode)) setFormError(result.message)
    return undefined
  }

  /**
   * The one Submit (§4 "Add-card submission"): validate the host's fields, then ask the
   * frame for a registration, then post the card; one result is shown.
   */
  const submit = async () => {
    if (busy) return
    setFormError(undefined)
    if (!check() || billing === undefined) return
    const values = {
      firstName: draft.firstName,
      lastName: draft.lastName,
      billing,
      save: draft.save,
      preferred: draft.preferred,
    }
    setBusy(true)
    let result: WalletResult
    if (mode === 'add') {
      const reg = registrationOf((await frame.current?.request()) ?? noFrame)
      if (reg === undefined) {
        setBusy(false)
        return
      }
      result = await wallet.addCard(
        addBankCardRequest(
          reg,
          { ...values, save: config.walletConfig.saveCardOptionEnabled ? draft.save : true },
          location,
          now,
          fraudDetectionOf(fraudTagSrc(config)),
        ),
      )
    } else {
      const answer = (await frame.current?.request()) ?? noFrame
      if (card === undefined || !answer.ok || answer.expiry === undefined) {
        // A refused expiry or CVV shows beside its field in the frame (§4).
        if (!answer.ok && !/^\d+$/.test(answer.responseCode)) setFormError(answer.message)
        setBusy(false)
        return
      }
      const [month = '', year = ''] = answer.expiry.split('/')
      result = await wallet.editCard(
        editCardRequest(
          card,
          {
            ...values,
            preferred: lockedPreferred || draft.preferred,
            save: true,
            expirationMonth: month,
            expirationYear: year,
            registration: { registrationId: answer.registrationId },
          },
          location,
          now,
        ),
      )
    }
    // Fields and buttons are re-enabled on error (§4 "Form submit").
    setBusy(false)
    if (!result.ok) {
      setFormError(result.message)
      setNotFound(result.code === 'CARD_NOT_FOUND')
    }
  }

  const set = (change: Partial<BankCardDraft>) => onDraft({ ...draft, ...change })

  return (
    <Stack gap="4" asChild>
      <form
        noValidate
        aria-label={mode === 'add' ? walletText.titleAddCard : walletText.titleEditCard}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {formError ? (
          <Alert
            tone="danger"
            // §8: 'Something went wrong' on the add form, 'There was an error updating your
            // card' on the edit form; the message itself below.
            title={mode === 'add' ? messages.formError : messages.updateCardError}
            description={formError}
            {...(notFound ? { actionLabel: 'Okay, I got it!', onAction: leave } : {})}
          />
        ) : null}
        <h3>{walletText.cardInformation}</h3>
        <TextField
          label="First Name"
          value={draft.firstName}
          maxLength={WALLET_LIMITS.nameInput}
          autoComplete="cc-given-name"
          required
          disabled={busy}
          invalid={errors.firstName !== undefined}
          errorText={errors.firstName}
          onValueChange={({ value }) => set({ firstName: value })}
        />
        <TextField
          label="Last Name"
          value={draft.lastName}
          maxLength={WALLET_LIMITS.nameInput}
          autoComplete="cc-family-name"
          required
          disabled={busy}
          invalid={errors.lastName !== undefined}
          errorText={errors.lastName}
          onValueChange={({ value }) => set({ lastName: value })}
        />
        {mode === 'edit' && card ? (
          <>
            <p>{`${cardBrandNames[card.brand] ?? card.brand} •••• ${card.lastFourPan}`}</p>
            <CardEntryFrame
              origin={config.cardEntryOrigin}
              type="edit"
              expiry={{ month: card.expirationMonth ?? '', year: card.expirationYear ?? '' }}
              retryTitle={messages.editCardRetryTitle}
              control={frame}
              onEnter={() => void submit()}
              {...(onFrameError === undefined ? {} : { onLoadError: onFrameError })}
              disabled={busy}
            />
          </>
        ) : (
          <CardEntryFrame
            origin={config.cardEntryOrigin}
            retryTitle={messages.addCardRetryTitle}
            control={frame}
            onEnter={() => void submit()}
            {...(onFrameError === undefined ? {} : { onLoadError: onFrameError })}
            disabled={busy}
          />
        )}
        <Stack gap="4" asChild>
          <section aria-label="Billing Address">
            <h3>Billing Address</h3>
            {billing ? <p>{oneLine(billing)}</p> : null}
            {errors.billing ? <Alert tone="danger" description={errors.billing} /> : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={onEditBilling}
              aria-label="Edit billing address"
            >
              {billing ? walletText.edit : walletText.addNewAddress}
            </Button>
          </section>
        </Stack>
        {mode === 'add' && config.walletConfig.saveCardOptionEnabled ? (
          <Checkbox
            label={walletText.saveCard}
            checked={draft.save}
            disabled={busy}
            onCheckedChange={({ checked }) =>
              set(saveAndPreferred(draft, { save: checked === true }))
            }
          />
        ) : null}
        <Checkbox
          label={walletText.makePreferredCard}
          checked={lockedPreferred || draft.preferred}
          disabled={busy || lockedPreferred}
          {...(lockedPreferred ? { description: walletText.preferredLockedNote } : {})}
          onCheckedChange={({ checked }) =>
            set(saveAndPreferred(draft, { preferred: checked === true }))
          }
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {mode === 'add'
            ? busy
              ? walletText.submitting
              : walletText.submit
            : busy
              ? walletText.saving
              : walletText.saveChanges}
        </Button>
      </form>
    </Stack>
  )
}
