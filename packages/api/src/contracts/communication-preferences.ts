import * as z from 'zod/mini'
import { text } from './common.js'

// ---------------------------------------------------------------------------
// Email (account-area.md §3 "Email preference", §7)
// ---------------------------------------------------------------------------

export const emailPreferenceSchema = z.object({
  shortDescription: text,
  longDescription: z.optional(z.string()),
  banner: text,
  selected: z.boolean(),
})
export type EmailPreference = z.infer<typeof emailPreferenceSchema>

/** A preference set: emailPreferencesCategory plus its emailPreferences. */
export const emailPreferenceSetSchema = z.object({
  emailPreferencesCategory: text,
  emailPreferences: z.array(emailPreferenceSchema),
})

export const emailPreferencesQuerySchema = z.object({ token: z.optional(text) })
export const emailPreferencesResponseSchema = z.object({
  preferenceSets: z.array(emailPreferenceSetSchema),
})

/** Update: a preference set, or `{emailPreferences, token}` when a token is used. */
export const updateEmailPreferencesRequestSchema = z.union([
  z.strictObject({ emailPreferences: z.array(emailPreferenceSchema), token: text }),
  emailPreferenceSetSchema,
])

/** Profile-service communication preferences take an optional encrypted e-mail header. */
export const ENCRYPTED_EMAIL_HEADER = 'x-encrypted-email'
export const communicationPreferencesHeadersSchema = z.object({
  [ENCRYPTED_EMAIL_HEADER]: z.optional(text),
})

// ---------------------------------------------------------------------------
// SMS (account-area.md §3 "SMS preference", §7; checkout.md §3 "Contact opt-in")
// ---------------------------------------------------------------------------

export const smsPreferenceTypeSchema = z.enum(['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL'])

export const smsPreferenceSchema = z.object({
  preferenceType: smsPreferenceTypeSchema,
  title: text,
  description: z.string(),
  unsubscribeNote: z.optional(z.string()),
  selected: z.boolean(),
  /** A message returned by the server, shown on the item (account-area.md §4). */
  warning: z.optional(z.string()),
})
export type SmsPreference = z.infer<typeof smsPreferenceSchema>

const phoneNumber = z.string().check(z.regex(/^\+1\d{10}$/))

export const smsOptInQuerySchema = z.object({
  phoneNumber,
  triggerType: smsPreferenceTypeSchema,
})
export const smsOptInStatusResponseSchema = z.object({ customerOptedIn: z.boolean() })

export const smsOptInUpdateRequestSchema = z.object({
  optIn: z.boolean(),
  phoneNumber,
  triggerType: smsPreferenceTypeSchema,
})
export const smsOptInUpdateResponseSchema = z.object({
  customerOptedIn: z.boolean(),
  message: z.optional(z.string()),
})

/** Toggling updates the flag at once; the server's message becomes the item's warning. */
export function applySmsOptInResult(
  preference: SmsPreference,
  result: z.infer<typeof smsOptInUpdateResponseSchema>,
): SmsPreference {
  const { warning: _, ...rest } = preference
  const next: SmsPreference = { ...rest, selected: result.customerOptedIn }
  if (result.message !== undefined && result.message !== '') next.warning = result.message
  return next
}

/** The text-message short code (checkout.md §9). */
export const SMS_SHORT_CODE = '53744'
