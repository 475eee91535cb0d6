import { type AddressBook, addressRemoveText } from '@aisle/flows'
import { ConfirmDialog } from '@aisle/ui'

/**
 * 'Confirm Removal' with Cancel and Remove (account-area.md §2 "Modals", §4 "Remove"),
 * driven by the book's remove flow; a failure stays in the dialog so Remove can be retried.
 * Both books load it when removal is first asked (`RemoveAddressDialog`).
 */
export function RemoveAddressConfirm({ remove }: { remove: AddressBook['remove'] }) {
  const { state } = remove
  return (
    <ConfirmDialog
      open={state.step === 'confirming' || state.step === 'removing'}
      onOpenChange={({ open }) => {
        if (!open) remove.cancel()
      }}
      title={addressRemoveText.title}
      description={
        state.step === 'confirming' && state.failure ? (
          <span role="alert">{state.failure}</span>
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
