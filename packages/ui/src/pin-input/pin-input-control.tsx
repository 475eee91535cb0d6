import { useFieldContext } from '@ark-ui/react/field'
import { PinInput as ArkPinInput } from '@ark-ui/react/pin-input'
import type { KeyboardEvent, ReactNode } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

interface PinInputControlProps {
  /** How many boxes. */
  length: number
  className: string
  inputClassName: string
}

/**
 * Enter submits the form the boxes are in, as it does in any text field (implicit
 * submission), whether or not every box is filled, so the form can say what is missing.
 * The machine's own Enter handling submits only a complete, named input; it runs after
 * this handler and skips the event once it is handled here.
 */
function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
  const form = event.currentTarget.form
  if (form === null) return
  event.preventDefault()
  form.requestSubmit()
}

/**
 * The boxes, grouped and named by the field's label; each box is read with the
 * helper and error text, since a group's description is often not announced.
 */
export function PinInputControl({ length, className, inputClassName }: PinInputControlProps) {
  const describedBy = useFieldDescribedBy()
  const labelId = useFieldContext()?.ids.label
  const boxes: ReactNode[] = []
  for (let index = 0; index < length; index += 1) {
    boxes.push(
      <ArkPinInput.Input
        key={index}
        index={index}
        aria-describedby={describedBy}
        onKeyDown={submitOnEnter}
        className={inputClassName}
      />,
    )
  }
  return (
    <ArkPinInput.Control role="group" aria-labelledby={labelId} className={className}>
      {boxes}
    </ArkPinInput.Control>
  )
}
