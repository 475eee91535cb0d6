import { messages } from '@aisle/api'

/** The remove confirmation (account-area.md §2 "Modals", §4 "Remove"). */
export const addressRemoveText = {
  title: 'Confirm Removal',
  cancel: 'Cancel',
  remove: 'Remove',
} as const

export type AddressBookVariant = 'legacy' | 'v2'

/**
 * The toast after a removal: the legacy book says 'Your address has been removed.',
 * the newer one 'Address Is Deleted' / 'Address successfully deleted'
 * (account-area.md §4 "Remove", §8 "Toasts").
 */
export function addressRemovedToast(variant: AddressBookVariant): {
  title?: string
  description: string
} {
  return variant === 'v2'
    ? { title: messages.addressDeletedTitle, description: messages.addressDeleted }
    : { description: messages.addressRemoved }
}

export type AddressRemoveState =
  | { step: 'idle' }
  | { step: 'confirming'; addressId: string; failure?: string }
  | { step: 'removing'; addressId: string }
  | { step: 'removed'; addressId: string }

export type AddressRemoveEvent =
  | { type: 'ask'; addressId: string }
  | { type: 'cancel' }
  | { type: 'remove' }
  | { type: 'removed' }
  | { type: 'failed'; message: string }

/** Ask, then Cancel or Remove; a failure keeps the dialog open with the message (§4 "Remove"). */
export function addressRemoveReducer(
  state: AddressRemoveState,
  event: AddressRemoveEvent,
): AddressRemoveState {
  switch (event.type) {
    case 'ask':
      return state.step === 'removing' ? state : { step: 'confirming', addressId: event.addressId }
    case 'cancel':
      return state.step === 'confirming' ? { step: 'idle' } : state
    case 'remove':
      return state.step === 'confirming' ? { step: 'removing', addressId: state.addressId } : state
    case 'removed':
      return state.step === 'removing' ? { step: 'removed', addressId: state.addressId } : state
    case 'failed':
      return state.step === 'removing'
        ? { step: 'confirming', addressId: state.addressId, failure: event.message }
        : state
  }
}
