import { messages, WALLET_LIMITS } from '@aisle/api'
import {
  addGiftCardRequest,
  addSnapCardRequest,
  DEFAULT_WALLET_LOCATION,
  formatGiftCardNumber,
  giftCardNumberError,
  pinError,
  snapCardNumberError,
  type WalletState,
  walletText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, PinInput, TextField } from '@aisle/ui'
import { type ReactNode, useState } from 'react'
import { encryptPin } from './pin-encryption'
import type { WalletScreensConfig } from './wallet-config'

const stack = { display: 'grid', gap: 'var(--spacing-4)' } as const
const row = { display: 'flex', gap: 'var(--spacing-3)', flexWrap: 'wrap' } as const

interface ScreenProps {
  wallet: WalletState
  config: WalletScreensConfig
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
    <form
      noValidate
      aria-label={label}
      style={stack}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** ADD_SNAP_EBT_CARD: card number and, if saving is optional, 'Save this card' (§2, §5). */
export function SnapCardForm({ wallet, config }: ScreenProps) {
  const [number, setNumber] = useState('')
  const [save, setSave] = useState(true)
  const [error, setError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const invalid = snapCardNumberError(number)
    setError(invalid)
    setFormError(undefined)
    if (invalid) return
    setBusy(true)
    const result = await wallet.addCard(
      addSnapCardRequest(
        number,
        config.walletConfig.saveCardOptionEnabled ? save : true,
        config.locationData ?? DEFAULT_WALLET_LOCATION,
        new Date(),
      ),
    )
    setBusy(false)
    if (!result.ok) setFormError(result.message)
  }
  return (
    <Form label={walletText.titleAddSnap} onSubmit={() => void submit()}>
      {formError ? <Alert tone="danger" description={formError} /> : null}
      <TextField
        label="Card Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={WALLET_LIMITS.snapCardMax}
        value={number}
        required
        disabled={busy}
        invalid={error !== undefined}
        errorText={error}
        onValueChange={({ value }) => setNumber(value.replace(/\D/g, ''))}
      />
      {config.walletConfig.saveCardOptionEnabled ? (
        <Checkbox
          label={walletText.saveCard}
          checked={save}
          disabled={busy}
          onCheckedChange={({ checked }) => setSave(checked === true)}
        />
      ) : null}
      <Button type="submit" loading={busy} disabled={busy}>
        {walletText.confirm}
      </Button>
    </Form>
  )
}

/** ADD_GIFT_CARD: 19-digit number with dashes and a 4-digit PIN (§2, §5). */
export function GiftCardForm({ wallet, config }: ScreenProps) {
  const [number, setNumber] = useState('')
  const [pin, setPin] = useState('')
  const [errors, setErrors] = useState<{ number?: string | undefined; pin?: string | undefined }>(
    {},
  )
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const next = { number: giftCardNumberError(number), pin: pinError(pin) }
    setErrors(next)
    setFormError(undefined)
    if (next.number || next.pin) return
    setBusy(true)
    const result = await wallet.addCard(
      addGiftCardRequest(
        number,
        pin,
        config.locationData ?? DEFAULT_WALLET_LOCATION,
        new Date(),
        config.appName,
      ),
    )
    setBusy(false)
    if (!result.ok) setFormError(result.message)
  }
  return (
    <Form label={walletText.titleAddGift} onSubmit={() => void submit()}>
      {formError ? <Alert tone="danger" description={formError} /> : null}
      <TextField
        label="Card Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={22}
        value={number}
        required
        disabled={busy}
        invalid={errors.number !== undefined}
        errorText={errors.number}
        onValueChange={({ value }) => setNumber(formatGiftCardNumber(value))}
      />
      <PinInput
        label="PIN"
        length={WALLET_LIMITS.pinDigits}
        mask
        value={pin}
        disabled={busy}
        invalid={errors.pin !== undefined}
        errorText={errors.pin}
        onValueChange={({ value }) => setPin(value)}
      />
      <p>{walletText.giftCardNote}</p>
      <Button type="submit" loading={busy} disabled={busy}>
        {walletText.confirm}
      </Button>
    </Form>
  )
}

/** CHECK_BALANCE: 'Enter Your SNAP EBT PIN'; code 75 locks entry (§2, §4 "Balances"). */
export function CheckBalanceScreen({ wallet }: ScreenProps) {
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [locked, setLocked] = useState(false)
  const [busy, setBusy] = useState(false)
  const card = wallet.card
  const submit = async () => {
    const invalid = pinError(pin)
    setError(invalid)
    if (invalid || card === undefined) return
    setBusy(true)
    const result = await wallet.checkEbtBalance(card, encryptPin(pin))
    setBusy(false)
    if (result.ok) return
    setPin('')
    setError(result.message)
    if (result.code === '75') setLocked(true)
  }
  if (locked) {
    return (
      <div style={stack}>
        <Alert tone="danger" title="Too many attempts" description={messages.pinLocked} />
        <Button onClick={() => (wallet.flyout.fromCardBox ? wallet.close() : wallet.back())}>
          {walletText.backToPayment}
        </Button>
      </div>
    )
  }
  return (
    <Form label={walletText.titleCheckBalance} onSubmit={() => void submit()}>
      <PinInput
        label={walletText.enterPin}
        length={WALLET_LIMITS.pinDigits}
        mask
        value={pin}
        disabled={busy}
        invalid={error !== undefined}
        errorText={error}
        onValueChange={({ value }) => setPin(value)}
      />
      <Button type="submit" loading={busy} disabled={busy}>
        {busy ? walletText.submittingPin : walletText.confirm}
      </Button>
    </Form>
  )
}

/** DELETE_CARD: 'Deleting Payment' (§2 "Delete screen"). */
export function DeleteCardScreen({ wallet }: ScreenProps) {
  const [busy, setBusy] = useState(false)
  const card = wallet.card
  return (
    <div style={stack}>
      <h3>{walletText.deleteTitle}</h3>
      <p>{walletText.deleteQuestion}</p>
      <div style={row}>
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
      </div>
    </div>
  )
}

/** EXIT_CONFIRM: 'Discard Changes?' (§2 "Exit confirmation"). */
export function ExitConfirmScreen({ wallet }: ScreenProps) {
  return (
    <div style={stack}>
      <h3>{walletText.exitTitle}</h3>
      <p>{walletText.exitQuestion}</p>
      <div style={row}>
        <Button variant="secondary" onClick={wallet.keepChanges}>
          {walletText.keepChanges}
        </Button>
        <Button onClick={wallet.discard}>{walletText.discardChanges}</Button>
      </div>
    </div>
  )
}
