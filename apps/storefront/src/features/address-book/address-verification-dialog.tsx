import type { AddressSave } from '@aisle/flows'
import { Dialog, Portal } from '@aisle/ui'
import { isConfirmStep } from './address-confirm-step'
import { AddressVerificationStep } from './address-verification-step'

/**
 * The address page's verification dialog (650 px, account-area.md §2 "Modals"). Closing
 * it (Escape, ×) goes back to the form with what was typed.
 */
export function AddressVerificationDialog({ save }: { save: AddressSave }) {
  return (
    <Dialog.Root
      size="lg"
      open={isConfirmStep(save)}
      onOpenChange={({ open }) => {
        if (!open && isConfirmStep(save)) save.back()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <AddressVerificationStep save={save} />
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
