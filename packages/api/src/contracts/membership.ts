import * as z from 'zod/mini'
import { membershipPlanCodeSchema } from '../banners/banner-record.js'
import { isoDateTime, money, text } from './common.js'

const durationUomSchema = z.enum(['DAY', 'MONTH', 'YEAR'])

/**
 * A membership item (shopping-method-selector.md §3 "Membership item"): the product with
 * its computed renewal data, the subscription duration, the regular price, the
 * enrollment and the partner's names. The plan code (BST, BSTL, HTEL, HTPL, §3
 * "Membership plan codes") is ours, so a client can tell the plans apart.
 */
export const membershipItemSchema = z.object({
  planCode: membershipPlanCodeSchema,
  product: z.object({
    computedMembershipItemData: z.object({
      renewalPrice: z.optional(money),
      freeTrialChargeDateUtc: z.optional(isoDateTime),
      computedRenewalDateUtc: z.optional(isoDateTime),
      renewalDurationQuantity: z.optional(z.int().check(z.gte(1), z.lte(120))),
      renewalDurationUomCode: z.optional(durationUomSchema),
    }),
  }),
  subscriptionDurationQuantity: z.optional(z.int().check(z.gte(1), z.lte(120))),
  subscriptionDurationUomCode: z.optional(durationUomSchema),
  originalPrice: z.optional(z.object({ regular: z.object({ price: money }) })),
  /** Absent when the shopper never enrolled. */
  enrollment: z.optional(
    z.object({
      cancellationDate: z.optional(z.object({ value: isoDateTime })),
      renewalDueDate: z.optional(isoDateTime),
      computedManualRenewalDate: z.optional(isoDateTime),
    }),
  ),
  benefitTypeDetail: z.optional(
    z.object({ partnerDisplayName: z.optional(text), partnerName: z.optional(text) }),
  ),
})
export type MembershipItem = z.infer<typeof membershipItemSchema>

/** The shopper's membership items on the banner (path and wrapper ours). */
export const membershipsResponseSchema = z.object({
  items: z.array(membershipItemSchema).check(z.maxLength(20)),
})
export type MembershipsResponse = z.infer<typeof membershipsResponseSchema>
