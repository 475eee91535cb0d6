import * as z from 'zod/mini'
import { gtin13, isoDateTime, text } from './common.js'
import { modalityTypeSchema } from './modality.js'
import { quoteItemsSchema, timeWindowSchema } from './time-slots.js'

/** Items of a promise request (checkout.md §3 "Promise request"). */
export const promiseItemSchema = z.object({
  gtin13,
  quantity: z.number().check(z.positive()),
  offerId: z.optional(z.string()),
})

/**
 * Create promise (v4 composite): modalityType, optionIds, items, originalWindow and
 * vendorId (checkout.md §3, §7); shopping-method-selector.md §7 adds a keyspace.
 */
export const createPromiseRequestSchema = z.object({
  modalityType: modalityTypeSchema,
  optionIds: z.array(text).check(z.minLength(1)),
  items: z.array(promiseItemSchema),
  originalWindow: z.optional(timeWindowSchema),
  vendorId: z.optional(z.string()),
  keyspace: z.optional(z.string()),
})
export type CreatePromiseRequest = z.infer<typeof createPromiseRequestSchema>

/** Update promise (put by id): the request, with the version it replaces. */
export const updatePromiseRequestSchema = z.extend(createPromiseRequestSchema, {
  versionKey: z.optional(text),
})

/** Get or create a promise from a reservation: items and versionKey (checkout.md §7). */
export const promiseFromReservationRequestSchema = z.object({
  items: z.array(promiseItemSchema),
  versionKey: text,
})

/** Promise (reservation): checkout.md §3. */
export const promiseSchema = z.object({
  id: text,
  expiration: z.object({ value: isoDateTime }),
  selections: z.array(
    z.object({
      vendor: z.object({ id: text }),
      window: timeWindowSchema,
      items: quoteItemsSchema,
    }),
  ),
  versionKey: text,
})
export type FulfillmentPromise = z.infer<typeof promiseSchema>
