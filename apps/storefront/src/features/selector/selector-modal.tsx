import type { ShoppingChoice } from '@aisle/flows'
import { selectorText } from '@aisle/flows'
import { Dialog } from '@aisle/ui'
import {
  ShoppingMethodSelector,
  type ShoppingMethodSelectorProps,
} from './shopping-method-selector'

export interface SelectorModalProps
  extends Omit<ShoppingMethodSelectorProps, 'renderHeading' | 'closeControl' | 'onDone'> {
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: (choice: ShoppingChoice) => void
}

/** The selector as a modal: title, a 'close dialog' control, focus returned on close (§2). */
export default function SelectorModal({ open, onOpenChange, onDone, ...rest }: SelectorModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <ShoppingMethodSelector
            {...rest}
            renderHeading={(text) => <Dialog.Title>{text}</Dialog.Title>}
            closeControl={<Dialog.CloseTrigger label={selectorText.close} />}
            onDone={(choice) => {
              onDone(choice)
              onOpenChange(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
