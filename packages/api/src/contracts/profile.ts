import * as z from 'zod/mini'
import { serviceAddressEntrySchema } from './address.js'
import { isoDateTime, text } from './common.js'

/** account-area.md §3 "Profile": contactInfo.phones. */
export const profilePhoneSchema = z.object({
  type: z.enum(['MOBILE', 'HOME']),
  number: z.object({ original: text }),
  verified: z.optional(z.boolean()),
})

/** account-area.md §3 "Profile": contactInfo.emails. */
export const profileEmailSchema = z.object({
  address: z.string().check(z.email()),
  isVerified: z.optional(z.boolean()),
  verified: z.optional(z.boolean()),
})

/** account-area.md §3 "Profile": one entry per banner. */
export const bannerSpecificDetailsSchema = z.object({
  banner: text,
  preferredStoreNumber: z.optional(z.string()),
  preferredStoreDivisionNumber: z.optional(z.string()),
  communityRewardsEnabled: z.optional(z.boolean()),
})

/**
 * The profile as the service returns it, full projection
 * (`GET /atlas/v1/customer-profile/v1/profile`, account-area.md §7).
 */
export const serviceProfileSchema = z.object({
  id: text,
  firstName: z.string().check(z.maxLength(40)),
  lastName: z.string().check(z.maxLength(40)),
  loyaltyCardNumber: z.optional(z.string()),
  created: isoDateTime,
  relevantAdsOptIn: z.optional(z.boolean()),
  contactInfo: z.object({
    phones: z.array(profilePhoneSchema),
    emails: z.array(profileEmailSchema),
    addresses: z.array(serviceAddressEntrySchema),
  }),
  bannerSpecificDetails: z.array(bannerSpecificDetailsSchema),
})
export type ServiceProfile = z.infer<typeof serviceProfileSchema>

/** GET app data: the banners with purchase history (account-area.md §7; shape ours). */
export const appDataResponseSchema = z.object({ purchaseHistoryBanners: z.array(text) })
