import { Select as ArkSelect } from '@ark-ui/react/select'
import { forwardRef } from 'react'
import { useFieldDescribedBy } from '../field/use-field-described-by.js'

/** The combobox button of a `Select`, described by the field's helper and error text. */
export const SelectTrigger = forwardRef<HTMLButtonElement, ArkSelect.TriggerProps>(
  function SelectTrigger(props, ref) {
    const describedBy = useFieldDescribedBy()
    return <ArkSelect.Trigger ref={ref} aria-describedby={describedBy} {...props} />
  },
)
