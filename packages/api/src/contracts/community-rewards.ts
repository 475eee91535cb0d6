import * as z from 'zod/mini'
import { text } from './common.js'

/**
 * GET community rewards participation, optional param preferredStore
 * (account-area.md §7). The response shape is ours.
 */
export const communityRewardsQuerySchema = z.object({ preferredStore: z.optional(text) })

export const communityRewardsResponseSchema = z.object({
  communityRewardsEnabled: z.boolean(),
  organizationName: z.optional(z.string()),
})
