import type { AddressSave } from '@aisle/flows'

/** Whether the save waits on the shopper's answer in the confirm step (account-area.md §4 steps 3-4). */
export const isConfirmStep = (save: AddressSave) =>
  save.state.step === 'not-verified' || save.state.step === 'suggestion'
