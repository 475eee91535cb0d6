import { type IFRAME_LOAD_ERROR, messages } from '@aisle/api'
import {
  addGiftCardRequest,
  addSnapCardRequest,
  DEFAULT_WALLET_LOCATION,
  type WalletState,
  walletText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, Inline, Stack } from '@aisle/ui'
import { type ReactNode, useId, useRef, useState } from 'react'
import { type CardEntryControl, CardEntryFrame } from './card-entry-frame'
import { fraudDetectionOf, fraudTagSrc } from './fraud-tag'
import type { WalletScreensConfig } from './wallet-config'

interface ScreenProps {
  wallet: WalletState
  config: WalletScreensConfig
  /** The card-entry frame did not load in time (analytics, §7). */
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
}

function Form({
  label,
  onSubmit,
  children,
}: {
  label: string
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <Stack gap="4" asChild>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </Stack>
  )
}

/**
 * The frame's registration id, or undefined. A refused entry shows its text beside its
 * field in the frame; a frame that is gone or silent (§8 "Secure frame messaging errors")
 * is reported to `showError`.
 */
async function registrationFrom(
  control: CardEntryControl | null,
  showError: (message: string) => void,
): Promise<string | undefined> {
  const result = await control?.request()
  if (result?.ok) return result.registrationId
  if (result === undefined || !/^\d+$/.test(result.responseCode)) {
    showError(result?.message ?? messages.invalidCardInformation)
  }
  return undefined
}

/**
 * One Confirm for a form whose entry is typed in the card-entry frame: asks the frame for
 * its registration id, then `send`s it, which answers with the text of a failure (or
 * nothing). `busy` while either runs; nothing is sent while `blocked`.
 */
function useFrameEntry(
  send: (registrationId: string) => Promise<string | undefined>,
  blocked = false,
) {
  const frame = useRef<CardEntryControl | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (busy || blocked) return
    setError(undefined)
    setBusy(true)
    const registrationId = await registrationFrom(frame.current, setError)
    const failure = registrationId === undefined ? undefined : await send(registrationId)
    setBusy(false)
    if (failure !== undefined) setError(failure)
  }
  return { frame, error, busy, submit: () => void submit() }
}

type FrameEntry = ReturnType<typeof useFrameEntry>

/** The card-entry frame of a form, wired to its entry: Enter in the frame submits. */
function EntryFrame({
  entry,
  type,
  retryTitle,
  config,
  onFrameError,
}: Pick<ScreenProps, 'config' | 'onFrameError'> & {
  entry: FrameEntry
  type: 'ebt' | 'gift' | 'pin'
  retryTitle: string
}) {
  return (
    <CardEntryFrame
      origin={config.cardEntryOrigin}
      type={type}
      retryTitle={retryTitle}
      control={entry.frame}
      onEnter={entry.submit}
      {...(onFrameError === undefined ? {} : { onLoadError: onFrameError })}
      disabled={entry.busy}
    />
  )
}

/**
 * ADD_SNAP_EBT_CARD: the card number, typed in the card-entry frame (§1), and, if saving
 * is optional, 'Save this card' (§2). The one Confirm asks the frame, then adds the card.
 */
export function SnapCardForm({ wallet, config, onFrameError }: ScreenProps) {
  const [save, setSave] = useState(true)
  const entry = useFrameEntry(async (registrationId) => {
    const result = await wallet.addCard(
      addSnapCardRequest(
        { registrationId },
        config.walletConfig.saveCardOptionEnabled ? save : true,
        config.locationData ?? DEFAULT_WALLET_LOCATION,
        new Date(),
        fraudDetectionOf(fraudTagSrc(config)),
      ),
    )
    return result.ok ? undefined : result.message
  })
  return (
    <Form label={walletText.titleAddSnap} onSubmit={entry.submit}>
      {entry.error ? (
        <Alert tone="danger" title={messages.formError} description={entry.error} />
      ) : null}
      <EntryFrame
        entry={entry}
        type="ebt"
        retryTitle={messages.addCardRetryTitle}
        config={config}
        onFrameError={onFrameError}
      />
      {config.walletConfig.saveCardOptionEnabled ? (
        <Checkbox
          label={walletText.saveCard}
          checked={save}
          disabled={entry.busy}
          onCheckedChange={({ checked }) => setSave(checked === true)}
        />
      ) : null}
      <Button type="submit" loading={entry.busy} disabled={entry.busy}>
        {walletText.confirm}
      </Button>
    </Form>
  )
}

/**
 * ADD_GIFT_CARD: the 19-digit number (dashes after 10, 13, 16) and the 4-digit PIN, both
 * typed in the card-entry frame (§1, §5); the one Confirm asks the frame, then adds it.
 */
export function GiftCardForm({ wallet, config, onFrameError }: ScreenProps) {
  const blockedId = useId()
  const blocked = wallet.giftAddBlocker
  const entry = useFrameEntry(async (registrationId) => {
    const result = await wallet.addCard(
      addGiftCardRequest(
        { registrationId },
        config.locationData ?? DEFAULT_WALLET_LOCATION,
        new Date(),
        config.appName,
      ),
    )
    if (result.ok) return undefined
    // A failure the catalogue has no text of its own for gets the gift-card form's (§8).
    return result.code === undefined ? messages.giftCardAddFailed : result.message
  }, blocked !== undefined)
  return (
    <Form label={walletText.titleAddGift} onSubmit={entry.submit}>
      {blocked === undefined ? null : (
        <div id={blockedId}>
          <Alert tone="info" description={messages[blocked]} />
        </div>
      )}
      {entry.error ? (
        <Alert tone="danger" title={messages.formError} description={entry.error} />
      ) : null}
      <EntryFrame
        entry={entry}
        type="gift"
        retryTitle={messages.addCardRetryTitle}
        config={config}
        onFrameError={onFrameError}
      />
      <p>{walletText.giftCardNote}</p>
      <Button
        type="submit"
        loading={entry.busy}
        disabled={entry.busy || blocked !== undefined}
        {...(blocked === undefined ? {} : { 'aria-describedby': blockedId })}
      >
        {walletText.confirm}
      </Button>
    </Form>
  )
}

/**
 * CHECK_BALANCE: 'Enter Your SNAP EBT PIN' in the card-entry frame's PIN field (§2, §7
 * "PIN script"); code 75 locks entry, and the lock outlives Back (§4 "Balances").
 */
export function CheckBalanceScreen({ wallet, config, onFrameError }: ScreenProps) {
  const card = wallet.card
  const locked = card !== undefined && wallet.pinLocked(card)
  const entry = useFrameEntry(async (registrationId) => {
    if (card === undefined) return undefined
    const result = await wallet.checkEbtBalance(card, registrationId)
    return result.ok ? undefined : result.message
  }, card === undefined)
  if (locked) {
    return (
      <Stack gap="4">
        <Alert
          tone="danger"
          title={messages.tooManyPinAttemptsTitle}
          description={messages.pinLocked}
        />
        <Button onClick={() => (wallet.flyout.fromCardBox ? wallet.close() : wallet.back())}>
          {walletText.backToPayment}
        </Button>
      </Stack>
    )
  }
  return (
    <Form label={walletText.titleCheckBalance} onSubmit={entry.submit}>
      <h3>{walletText.enterPin}</h3>
      {entry.error ? <Alert tone="danger" description={entry.error} /> : null}
      <EntryFrame
        entry={entry}
        type="pin"
        retryTitle={walletText.titleCheckBalance}
        config={config}
        onFrameError={onFrameError}
      />
      <Button type="submit" loading={entry.busy} disabled={entry.busy}>
        {entry.busy ? walletText.submittingPin : walletText.confirm}
      </Button>
    </Form>
  )
}

/** DELETE_CARD: 'Deleting Payment' (§2 "Delete screen"). */
export function DeleteCardScreen({ wallet }: ScreenProps) {
  const [busy, setBusy] = useState(false)
  const card = wallet.card
  return (
    <Stack gap="4">
      <h3>{walletText.deleteTitle}</h3>
      <p>{walletText.deleteQuestion}</p>
      <Inline>
        <Button variant="secondary" disabled={busy} onClick={wallet.back}>
          {walletText.keepCard}
        </Button>
        <Button
          tone="critical"
          loading={busy}
          disabled={busy || card === undefined}
          onClick={async () => {
            if (card === undefined) return
            setBusy(true)
            await wallet.deleteCard(card)
            setBusy(false)
          }}
        >
          {walletText.deleteCard}
        </Button>
      </Inline>
    </Stack>
  )
}

/** EXIT_CONFIRM: 'Discard Changes?' (§2 "Exit confirmation"). */
export function ExitConfirmScreen({ wallet }: ScreenProps) {
  return (
    <Stack gap="4">
      <h3>{walletText.exitTitle}</h3>
      <p>{walletText.exitQuestion}</p>
      <Inline>
        <Button variant="secondary" onClick={wallet.keepChanges}>
          {walletText.keepChanges}
        </Button>
        <Button onClick={wallet.discard}>{walletText.discardChanges}</Button>
      </Inline>
    </Stack>
  )
}
