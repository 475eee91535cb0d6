import * as z from 'zod/mini'
import { text, textMax } from './common.js'
import {
  CUSTOMER_PREFERENCE_LIMITS,
  CUSTOMER_PREFERENCES_PROJECTION,
} from './customer-preferences-helpers.js'

/**
 * Customer preferences (shopping-method-selector.md §3, §7; checkout.md §7): get
 * with a filter chain, a filter name and `projections=preferences.full`; add; update
 * by preferenceId with value and versionKey.
 */
export const customerPreferenceSchema = z.object({
  id: text,
  name: text.check(z.maxLength(CUSTOMER_PREFERENCE_LIMITS.name)),
  value: z.union([z.boolean(), textMax(CUSTOMER_PREFERENCE_LIMITS.value)]),
  userSet: z.boolean(),
  versionKey: text,
})
export type CustomerPreference = z.infer<typeof customerPreferenceSchema>

export const customerPreferencesQuerySchema = z.object({
  filterChain: z.optional(z.string()),
  filterName: z.optional(z.string()),
  projections: z.literal(CUSTOMER_PREFERENCES_PROJECTION),
})

export const customerPreferencesResponseSchema = z.object({
  preferences: z.array(customerPreferenceSchema),
})

export const addCustomerPreferenceRequestSchema = z.object({
  name: customerPreferenceSchema.shape.name,
  value: customerPreferenceSchema.shape.value,
})

export const updateCustomerPreferenceRequestSchema = z.object({
  value: customerPreferenceSchema.shape.value,
  versionKey: text,
})

export type AddCustomerPreferenceRequest = z.infer<typeof addCustomerPreferenceRequestSchema>
export type UpdateCustomerPreferenceRequest = z.infer<typeof updateCustomerPreferenceRequestSchema>
