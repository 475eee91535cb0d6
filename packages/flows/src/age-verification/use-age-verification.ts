import { useState } from 'react'
import {
  type AgeVerificationErrors,
  type AgeVerificationValues,
  type CalendarDate,
  calendarDateOf,
  DEFAULT_MINIMUM_AGE,
  isoCalendarDate,
  minimumAgeMessage,
  parseDateOfBirth,
  validateAgeVerification,
} from './age-verification.js'

export interface UseAgeVerificationOptions {
  /** The order's minimum age. @default 21 (checkout.md §2) */
  minimumAge?: number
  /** The clock that decides today's date. @default () => new Date() */
  now?: () => Date
  /** Called with the date of birth as an ISO calendar date once the form is valid. */
  onVerified: (dateOfBirth: string) => void
}

export interface AgeVerification {
  values: AgeVerificationValues
  /** Shown once the shopper has tried to continue. */
  errors: AgeVerificationErrors
  /** 'Items in your order require a minimum age of {n}.' */
  notice: string
  setDateOfBirth: (value: string) => void
  setAgreed: (agreed: boolean) => void
  /** Continue: verifies, then calls `onVerified`; otherwise shows the errors. */
  submit: () => boolean
}

/** The age-verification dialog's flow (account-area.md §4 and §5 "Age verification"). */
export function useAgeVerification({
  minimumAge = DEFAULT_MINIMUM_AGE,
  now = () => new Date(),
  onVerified,
}: UseAgeVerificationOptions): AgeVerification {
  const [values, setValues] = useState<AgeVerificationValues>({ dateOfBirth: '', agreed: false })
  const [submitted, setSubmitted] = useState(false)
  const today: CalendarDate = calendarDateOf(now())
  const errors = submitted ? validateAgeVerification(values, { minimumAge, today }) : {}
  return {
    values,
    errors,
    notice: minimumAgeMessage(minimumAge),
    setDateOfBirth: (dateOfBirth) => setValues((v) => ({ ...v, dateOfBirth })),
    setAgreed: (agreed) => setValues((v) => ({ ...v, agreed })),
    submit: () => {
      setSubmitted(true)
      const found = validateAgeVerification(values, { minimumAge, today })
      const birth = parseDateOfBirth(values.dateOfBirth)
      if (Object.keys(found).length > 0 || birth === null) return false
      onVerified(isoCalendarDate(birth))
      return true
    },
  }
}
