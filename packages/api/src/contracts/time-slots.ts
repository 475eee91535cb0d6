import * as z from 'zod/mini'
import { membershipPlanCodeSchema } from '../banners/banner-record.js'
import { gtin13, isoDate, money, text } from './common.js'
import { modalityDestinationSchema, modalityTypeSchema } from './modality.js'

/** An item asked about: checkout.md §7 "Timeslots (POST)". */
export const slotItemSchema = z.object({
  gtin13,
  offerId: z.optional(z.string()),
  quantity: z.number().check(z.positive()),
})

/** Vendors filter: sources and handoffs (checkout.md §7, shopping-method-selector.md §7). */
export const vendorsFilterSchema = z.object({
  sources: z.optional(z.array(text)),
  handoffs: z.optional(z.array(text)),
})

/** The header that carries the shopper's time zone, e.g. `America/New_York`. */
export const USER_TIME_ZONE_HEADER = 'user-time-zone'

export const timeSlotsRequestSchema = z.object({
  locale: z.optional(z.string()),
  modality: z.optional(
    z.object({ type: modalityTypeSchema, destination: modalityDestinationSchema }),
  ),
  vendors: z.optional(vendorsFilterSchema),
  items: z.array(slotItemSchema),
})
export type TimeSlotsRequest = z.infer<typeof timeSlotsRequestSchema>

export const timeSlotsHeadersSchema = z.object({ [USER_TIME_ZONE_HEADER]: text })

/** Items a quote covers, and those it leaves out with a reason code (checkout.md §3). */
export const quoteItemsSchema = z.object({
  included: z.array(z.object({ gtin13, quantity: z.optional(z.number()) })),
  excluded: z.array(z.object({ gtin13, quantity: z.optional(z.number()), code: text })),
})

/** A delivery or pickup window: a value (an ISO interval) in a time zone. */
export const timeWindowSchema = z.object({ value: text, timezone: text })

/** One time of a day (checkout.md §3 "Scheduling", shopping-method-selector.md §3). */
export const timeSlotSchema = z.object({
  quoteId: text,
  optionId: text,
  displayString: text,
  cost: z.optional(money),
  waiver: z.optional(money),
  shouldShowFees: z.boolean(),
  vendorId: z.optional(z.string()),
  vendorName: z.optional(z.string()),
  option: z.optional(
    z.object({
      /** Includes EXPRESS. */
      type: text,
      incentive: z.optional(z.object({ displayName: text })),
    }),
  ),
  window: z.optional(timeWindowSchema),
  items: z.optional(quoteItemsSchema),
})
export type TimeSlot = z.infer<typeof timeSlotSchema>

export const timeSlotDaySchema = z.object({
  date: isoDate,
  month: text,
  times: z.array(timeSlotSchema),
})
export type TimeSlotDay = z.infer<typeof timeSlotDaySchema>

/**
 * Premium delivery membership of the slot view (checkout.md §3). The checkout spec names
 * BST and BSTL, the main banner's plans; each banner has its own codes for the same two
 * plans (shopping-method-selector.md §3: BST and HTEL same-day, BSTL and HTPL next-day),
 * so the type is any plan code of the banner registry.
 */
export const slotMembershipSchema = z.object({
  type: membershipPlanCodeSchema,
  freeThreshold: z.optional(money),
})

export const timeSlotsResponseSchema = z.object({
  days: z.array(timeSlotDaySchema),
  membership: z.optional(slotMembershipSchema),
  message: z.optional(z.string()),
})
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>

/** `POST /fulfillment/api/timeslots/reserve` (checkout.md §7: path given, method and body not shown). */
export const reserveTimeSlotRequestSchema = z.object({ quoteId: text, optionId: text })
export const reserveTimeSlotResponseSchema = z.object({ reserved: z.boolean() })
