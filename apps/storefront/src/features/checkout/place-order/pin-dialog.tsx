import { WALLET_LIMITS } from '@aisle/api'
import { pinError, placeOrderText as text } from '@aisle/flows'
import { Alert, Button, Dialog, PinInput } from '@aisle/ui'
import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'

export interface PinDialogProps {
  open: boolean
  /** Code 75: entry is locked and the heading reads 'Too Many PIN Attempts' (checkout.md §4). */
  locked: boolean
  /** The last attempt's PIN message (checkout.md §8 PIN codes). */
  error?: string | undefined
  onConfirm: (pin: string) => void
  onCancel: () => void
}

/** The SNAP EBT PIN prompt before the order goes out (checkout.md §4). */
export function PinDialog({ open, locked, error, onConfirm, onCancel }: PinDialogProps) {
  return (
    <Dialog.Root
      open={open}
      closeOnInteractOutside={false}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <PinForm locked={locked} error={error} onConfirm={onConfirm} onCancel={onCancel} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function PinForm({ locked, error, onConfirm, onCancel }: Omit<PinDialogProps, 'open'>) {
  const [pin, setPin] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  if (locked) {
    return (
      <>
        <Dialog.Title>{text.pinLockedTitle}</Dialog.Title>
        <Dialog.Body>
          <Alert tone="danger" description={error} />
        </Dialog.Body>
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
        const problem = pinError(pin)
        setInvalid(problem)
        if (problem === undefined) onConfirm(pin)
      }}
    >
      <Dialog.Title>{text.pinTitle}</Dialog.Title>
      <Dialog.Body>
        <PinInput
          label={text.pinLabel}
          length={WALLET_LIMITS.pinDigits}
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
