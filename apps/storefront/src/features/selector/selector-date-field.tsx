import {
  DATE_FIELD_MAX_LENGTH,
  dateFieldError,
  dateFieldIso,
  longDate,
  selectorDateFieldText,
} from '@aisle/flows'
import { DateInput } from '@aisle/ui'
import { useState } from 'react'

export interface SelectorDateFieldProps {
  label: string
  /** The text to start from, as typed (`11/02/2026`). @default '' */
  defaultValue?: string
  /** Shows the message before the shopper leaves the field (a submitted form). @default false */
  validated?: boolean
}

/**
 * The selector's date field (shopping-method-selector.md §2 "Shared UI pieces", §5 "Time
 * and dates"): placeholder 'mm/dd/yyyy', title 'Please enter a date', 'A valid date input
 * is required.' once left empty or wrong, and the date read back as 'MMMM DD, YYYY' (§9),
 * 'Unknown' for a date that does not exist.
 */
export function SelectorDateField({
  label,
  defaultValue = '',
  validated = false,
}: SelectorDateFieldProps) {
  const [text, setText] = useState(defaultValue)
  const [left, setLeft] = useState(validated)
  const error = left ? dateFieldError(text) : undefined
  const complete = text.length === DATE_FIELD_MAX_LENGTH
  return (
    <DateInput
      label={label}
      title={selectorDateFieldText.title}
      placeholder={selectorDateFieldText.placeholder}
      required
      maxLength={DATE_FIELD_MAX_LENGTH}
      value={text}
      onValueChange={({ value }) => setText(value)}
      onBlur={() => setLeft(true)}
      invalid={error !== undefined}
      {...(complete ? { helperText: longDate(dateFieldIso(text)) } : {})}
      {...(error === undefined ? {} : { errorText: error })}
    />
  )
}
