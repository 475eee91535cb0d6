import type { Address } from '@aisle/api'
import { type AddressBook, addressRemoveText } from '@aisle/flows'
import { ConfirmDialog, Stack } from '@aisle/ui'
import { useRef } from 'react'
import { addressLinesOf } from './address-lines'

export interface RemoveAddressConfirmProps {
  remove: AddressBook['remove']
  /** The address asked about, named in the dialog so the shopper knows which one goes. */
  address: Address | undefined
  /** Where the focus goes when the dialog closes: removed or kept. */
  focusAfter: (outcome: { removed: boolean; addressId: string }) => HTMLElement | null
}

/**
 * 'Confirm Removal' with Cancel and Remove (account-area.md §2 "Modals", §4 "Remove"),
 * driven by the book's remove flow; a failure stays in the dialog so Remove can be retried.
 * Both books load it when removal is first asked (`RemoveAddressDialog`).
 */
export function RemoveAddressConfirm({ remove, address, focusAfter }: RemoveAddressConfirmProps) {
  const { state } = remove
  const latest = useRef(state)
  latest.current = state
  const lines = address ? addressLinesOf(address).join(', ') : undefined
  return (
    <ConfirmDialog
      open={state.step === 'confirming' || state.step === 'removing'}
      onOpenChange={({ open }) => {
        if (!open) remove.cancel()
      }}
      finalFocusEl={() => {
        const now = latest.current
        if (now.step === 'idle') return null
        return focusAfter({ removed: now.step === 'removed', addressId: now.addressId })
      }}
      title={addressRemoveText.title}
      description={
        lines || (state.step === 'confirming' && state.failure) ? (
          <>
            {lines ? <span>{lines}</span> : null}
            {state.step === 'confirming' && state.failure ? (
              <Stack gap="0" asChild>
                <span role="alert">{state.failure}</span>
              </Stack>
            ) : null}
          </>
        ) : undefined
      }
      cancelLabel={addressRemoveText.cancel}
      confirmLabel={addressRemoveText.remove}
      tone="danger"
      pending={state.step === 'removing'}
      onConfirm={() => void remove.confirm()}
    />
  )
}
