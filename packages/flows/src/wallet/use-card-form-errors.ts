import type { PostalAddress } from '@aisle/api'
import { useCallback, useState } from 'react'
import { billingSelectionError, nameError } from './validation.js'
import { billingValuesOf } from './wallet-billing.js'

/** The bank card form's fields a submit checks (wallet-flyout.md §4 "Add-card submission"). */
export interface CardFormFields {
  firstName: string
  lastName: string
}

export interface CardFormErrors {
  firstName?: string
  lastName?: string
  billing?: string
}

/** What the last submit found, and the billing address it found it for. */
export interface CardFormCheck {
  errors: CardFormErrors
  billingKey: string | undefined
}

/** A billing address by value (the same address re-read from the service is the same key). */
export function billingKeyOf(billing: PostalAddress | undefined): string | undefined {
  return billing === undefined ? undefined : JSON.stringify(billingValuesOf(billing))
}

/** The names and the selected billing address, as a submit checks them (§4, §5). */
export function checkCardForm(
  fields: CardFormFields,
  billing: PostalAddress | undefined,
): CardFormCheck {
  const errors: CardFormErrors = {}
  const firstName = nameError(fields.firstName, 'first')
  if (firstName) errors.firstName = firstName
  const lastName = nameError(fields.lastName, 'last')
  if (lastName) errors.lastName = lastName
  const address = billingSelectionError(
    billing === undefined ? undefined : billingValuesOf(billing),
  )
  if (address) errors.billing = address
  return { errors, billingKey: billingKeyOf(billing) }
}

/**
 * The errors to show now: the billing error belongs to the address it was found for, so a
 * newly selected (or newly loaded and preselected) address clears it until the next
 * submit checks again (§5 "Please select a billing address.").
 */
export function shownCardFormErrors(
  check: CardFormCheck | undefined,
  billing: PostalAddress | undefined,
): CardFormErrors {
  if (check === undefined) return {}
  if (check.errors.billing === undefined || check.billingKey === billingKeyOf(billing)) {
    return check.errors
  }
  const { billing: _stale, ...rest } = check.errors
  return rest
}

/** The messages of a check, for analytics as user-constraint errors (§7). */
export function cardFormErrorList(errors: CardFormErrors): string[] {
  return [errors.firstName, errors.lastName, errors.billing].filter(
    (error): error is string => error !== undefined,
  )
}

/**
 * The bank card form's validation: `check` on submit returns the errors found (empty when
 * the form may go on); `errors` are those still true of the current billing address.
 */
export function useCardFormErrors(billing: PostalAddress | undefined) {
  const [last, setLast] = useState<CardFormCheck | undefined>()
  const check = useCallback(
    (fields: CardFormFields): string[] => {
      const next = checkCardForm(fields, billing)
      setLast(next)
      return cardFormErrorList(next.errors)
    },
    [billing],
  )
  return { errors: shownCardFormErrors(last, billing), check }
}
