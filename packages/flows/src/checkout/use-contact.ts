import { toServiceContact } from '@aisle/api'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type ContactErrors,
  type ContactValues,
  contactDrawerOpensByItself,
  contactErrors,
  contactPhoneDigits,
  smsOptInEnabled,
} from './contact.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

export interface ContactForm {
  /** The drawer (or inline form) is open. */
  open: boolean
  values: ContactValues
  /** The errors shown: a field's after its blur, all after a save attempt. */
  errors: ContactErrors
  smsOptInEnabled: boolean
  /** The saved contact, for the section's summary. */
  saved: { firstName?: string; lastName?: string; phone?: string; smsOptin?: boolean }
  pending: boolean
  failure: string | undefined
  openForm: () => void
  close: () => void
  change: (field: keyof ContactValues, value: string | boolean) => void
  blur: (field: 'firstName' | 'lastName' | 'phone') => void
  save: () => Promise<boolean>
}

const valuesOf = (saved: ContactForm['saved']): ContactValues => ({
  firstName: saved.firstName ?? '',
  lastName: saved.lastName ?? '',
  phone: contactPhoneDigits(saved.phone ?? ''),
  smsOptin: saved.smsOptin ?? false,
})

/**
 * The contact of the payment step (checkout.md §5 "Contact", §4): opens by itself when a
 * name is missing; the SMS opt-in needs a valid phone; saving sends the phone with +1.
 */
export function useContact(page: CheckoutPage): ContactForm {
  const saved = page.checkout?.fulfillment?.contact ?? {}
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<ContactValues>(() => valuesOf(saved))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const opened = useRef(false)
  const ready = page.page.status === 'ready'

  // The drawer opens by itself once, when the loaded contact misses a name (§4).
  useEffect(() => {
    if (!ready || opened.current) return
    opened.current = true
    if (contactDrawerOpensByItself(page.checkout?.fulfillment?.contact ?? {})) {
      setValues(valuesOf(page.checkout?.fulfillment?.contact ?? {}))
      setOpen(true)
    }
  }, [ready, page.checkout])

  const all = contactErrors(values)
  const errors: ContactErrors = {}
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    if (touched.has(key) && all[key]) errors[key] = all[key]
  }

  const latestSaved = useRef(saved)
  latestSaved.current = saved
  const openForm = useCallback(() => {
    setValues(valuesOf(latestSaved.current))
    setTouched(new Set())
    setOpen(true)
  }, [])

  const change = useCallback((field: keyof ContactValues, value: string | boolean) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      if (field === 'phone') next.phone = contactPhoneDigits(String(value))
      // The opt-in is off while the phone is not valid (§5).
      if (!smsOptInEnabled(next.phone)) next.smsOptin = false
      return next
    })
  }, [])

  const blur = useCallback((field: 'firstName' | 'lastName' | 'phone') => {
    setTouched((current) => new Set(current).add(field))
  }, [])

  const { send } = page
  const save = useCallback(async () => {
    setTouched(new Set(['firstName', 'lastName', 'phone']))
    if (Object.keys(contactErrors(values)).length > 0) return false
    const ok = await send('contact', {
      fulfillment: {
        contact: (({ firstName, lastName, phone, smsOptin }) => ({
          firstName,
          lastName,
          phone,
          smsOptin,
        }))(toServiceContact(values)),
      },
    })
    if (ok) setOpen(false)
    return ok
  }, [send, values])

  return {
    open,
    values,
    errors,
    smsOptInEnabled: smsOptInEnabled(values.phone),
    saved,
    pending: page.pending,
    failure: failureOf(page.update, 'contact')?.message,
    openForm,
    close: useCallback(() => setOpen(false), []),
    change,
    blur,
    save,
  }
}
