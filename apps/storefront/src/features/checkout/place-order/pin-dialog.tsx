import type { placeOrderText } from '@aisle/flows'
import { Button, Dialog, PinInput } from '@aisle/ui'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useState } from 'react'

export interface PinDialogProps {
  open: boolean
  /** Code 75: entry is locked and the heading reads 'Too Many PIN Attempts' (checkout.md §4). */
  locked: boolean
  /** The last attempt's PIN message (checkout.md §8 PIN codes). */
  error?: string | undefined
  onConfirm: (pin: string) => void
  onCancel: () => void
  /** Digits of a PIN (`WALLET_LIMITS.pinDigits`). */
  length: number
  /** The entered PIN's problem, if any (`pinError`). */
  validate: (pin: string) => string | undefined
  /** The texts (`placeOrderText`), from the page, which has them loaded already. */
  text: typeof placeOrderText
  /**
   * The locked entry's message as the page's danger Alert. Passed in so this lazily loaded
   * dialog does not import Alert without Spinner, which splits their shared chunk in two.
   */
  lockedAlert: (message: string | undefined) => ReactNode
}

/** The SNAP EBT PIN prompt before the order goes out (checkout.md §4). */
export function PinDialog({ open, ...form }: PinDialogProps) {
  return (
    <Dialog.Root
      open={open}
      closeOnInteractOutside={false}
      onOpenChange={({ open: next }) => {
        if (!next) form.onCancel()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <PinForm {...form} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function PinForm({
  locked,
  error,
  onConfirm,
  onCancel,
  length,
  validate,
  text,
  lockedAlert,
}: Omit<PinDialogProps, 'open'>) {
  const [pin, setPin] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  if (locked) {
    return (
      <>
        <Dialog.Title>{text.pinLockedTitle}</Dialog.Title>
        <Dialog.Body>{lockedAlert(error)}</Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onCancel}>{text.close}</Button>
        </Dialog.Footer>
      </>
    )
  }
  const shown = invalid ?? error
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const problem = validate(pin)
        setInvalid(problem)
        if (problem === undefined) onConfirm(pin)
      }}
    >
      <Dialog.Title>{text.pinTitle}</Dialog.Title>
      <Dialog.Body>
        <PinInput
          label={text.pinLabel}
          length={length}
          mask
          value={pin}
          invalid={shown !== undefined}
          errorText={shown}
          onValueChange={({ value }) => setPin(value)}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit">{text.confirm}</Button>
      </Dialog.Footer>
    </form>
  )
}
