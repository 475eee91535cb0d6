import { useFieldContext } from '@ark-ui/react/field'
import { PinInput as ArkPinInput } from '@ark-ui/react/pin-input'
import type { ReactNode } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

interface PinInputControlProps {
  /** How many boxes. */
  length: number
  className: string
  inputClassName: string
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
