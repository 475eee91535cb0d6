import { messages } from '@aisle/api'
import type { placeOrderText } from '@aisle/flows'
import { Button, Dialog, Portal, Stack } from '@aisle/ui'
import { type ReactNode, use, useRef, useState } from 'react'
import { type CardEntryControl, CardEntryFrame } from '../../wallet/card-entry-frame'
import { cardFrameOrigin } from '../../wallet/card-frame-origin'

export interface PinDialogProps {
  open: boolean
  /** Code 75: entry is locked and the heading reads 'Too Many PIN Attempts' (checkout.md §4). */
  locked: boolean
  /** The last attempt's PIN message (checkout.md §8 PIN codes). */
  error?: string | undefined
  /** The card-entry frame's registration id of the PIN typed in it (never the PIN). */
  onConfirm: (pinRegistrationId: string) => void
  onCancel: () => void
  /** The texts (`placeOrderText`), from the page, which has them loaded already. */
  text: typeof placeOrderText
  /**
   * A danger Alert of the page (the locked entry's message, a silent frame). Passed in so
   * this lazily loaded dialog shares the page's Alert.
   */
  lockedAlert: (message: string | undefined) => ReactNode
}

/**
 * The SNAP EBT PIN prompt before the order goes out (checkout.md §4). The PIN is typed in
 * the hosted card-entry frame, on its own origin, and never exists in this page; the
 * frame answers a registration id, which the order carries (wallet-flyout.md §1, §4).
 */
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
  text,
  lockedAlert,
}: Omit<PinDialogProps, 'open'>) {
  const origin = use(cardFrameOrigin())
  const frame = useRef<CardEntryControl | null>(null)
  const [busy, setBusy] = useState(false)
  const [silent, setSilent] = useState<string | undefined>()
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
  const submit = async () => {
    if (busy) return
    setBusy(true)
    setSilent(undefined)
    const result = await frame.current?.request()
    setBusy(false)
    if (result?.ok) {
      onConfirm(result.registrationId)
      return
    }
    // A refused PIN is said beside its field inside the frame; a frame that is gone or
    // silent is said here (wallet-flyout.md §8 "Secure frame messaging errors").
    if (result === undefined || !/^\d+$/.test(result.responseCode)) {
      setSilent(result?.message ?? messages.invalidCardInformation)
    }
  }
  const shown = silent ?? error
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Dialog.Title>{text.pinTitle}</Dialog.Title>
      <Dialog.Body>
        <Stack gap="4">
          {shown === undefined ? null : lockedAlert(shown)}
          <CardEntryFrame
            origin={origin}
            type="pin"
            retryTitle={text.pinTitle}
            control={frame}
            onEnter={() => void submit()}
            disabled={busy}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={busy} disabled={busy}>
          {text.confirm}
        </Button>
      </Dialog.Footer>
    </form>
  )
}
