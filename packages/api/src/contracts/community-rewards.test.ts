import { describe, expect, it } from 'vitest'
import { communityRewardsQuerySchema, communityRewardsResponseSchema } from './community-rewards.js'

describe('community rewards (account-area.md §7)', () => {
  it('takes an optional preferredStore and answers whether the banner participates', () => {
    expect(communityRewardsQuerySchema.safeParse({}).success).toBe(true)
    expect(communityRewardsQuerySchema.safeParse({ preferredStore: '' }).success).toBe(false)
    expect(
      communityRewardsResponseSchema.safeParse({ communityRewardsEnabled: true }).success,
    ).toBe(true)
    expect(
      communityRewardsResponseSchema.safeParse({ communityRewardsEnabled: 'yes' }).success,
    ).toBe(false)
  })
})
