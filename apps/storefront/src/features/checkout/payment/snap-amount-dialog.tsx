import { centsToDollarsInput, paymentSectionText as text } from '@aisle/flows'
import { Button, Dialog, Portal, TextField } from '@aisle/ui'
import { useState } from 'react'

/** The amount field takes cents and shows dollars, up to 20 characters (checkout.md §5). */
const SNAP_AMOUNT_MAX_LENGTH = 20

export interface SnapAmountDialogProps {
  open: boolean
  /** The amount charged to SNAP EBT now. */
  current: number
  /** Saves the typed amount; returns the rule's message when it breaks one. */
  onSave: (input: string) => string | undefined
  onClose: () => void
  /** The control that opened the modal: focus goes back to it on close (checkout.md §2 Modals). */
  returnFocusTo: () => HTMLElement | null
}

/** The SNAP EBT amount modal (checkout.md §2 Modals, §5 SNAP EBT amount rules). */
export function SnapAmountDialog({
  open,
  current,
  onSave,
  onClose,
  returnFocusTo,
}: SnapAmountDialogProps) {
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={returnFocusTo}
      onOpenChange={({ open: next }) => {
        if (!next) onClose()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? <SnapAmountForm current={current} onSave={onSave} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function SnapAmountForm({
  current,
  onSave,
  onClose,
}: Pick<SnapAmountDialogProps, 'current' | 'onSave' | 'onClose'>) {
  const [value, setValue] = useState(current.toFixed(2))
  const [error, setError] = useState<string | undefined>()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setError(onSave(value))
      }}
    >
      <Dialog.Title>{text.snapAmountTitle}</Dialog.Title>
      <Dialog.Body>
        <TextField
          label={text.snapAmountLabel}
          inputMode="numeric"
          maxLength={SNAP_AMOUNT_MAX_LENGTH}
          value={value}
          invalid={error !== undefined}
          errorText={error}
          onValueChange={({ value: typed }) =>
            setValue(typed === '' ? '' : centsToDollarsInput(typed))
          }
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="submit">{text.save}</Button>
      </Dialog.Footer>
    </form>
  )
}
