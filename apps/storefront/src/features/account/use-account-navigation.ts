import { type BannerRecord, toProfile } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { type AccountLink, type AccountNavigationContext, accountNavigation } from '@aisle/flows'
import { useMemo } from 'react'
import { useApiClient } from '../../api-client'

/**
 * The menu's links for the banner, with what the services say once loaded: the banners
 * with purchase history (app data) and the profile's community-rewards flag
 * (account-area.md §2, §7). Until then the banner record decides. The rules are in
 * `accountNavigation`.
 */
export function useAccountNavigation(banner: BannerRecord): AccountLink[] {
  const client = useApiClient()
  const appData = useApiQuery(client, 'appData')
  const profile = useApiQuery(client, 'profile')
  const purchaseHistoryBanners = appData.data?.purchaseHistoryBanners
  const communityRewardsEnabled = profile.data
    ? toProfile(profile.data, banner.id).communityRewardsEnabled
    : undefined
  // The same list until one of its inputs changes.
  return useMemo(() => {
    const context: AccountNavigationContext = {}
    if (purchaseHistoryBanners) context.purchaseHistoryBanners = purchaseHistoryBanners
    if (communityRewardsEnabled !== undefined) {
      context.communityRewardsEnabled = communityRewardsEnabled
    }
    return accountNavigation(banner, context)
  }, [banner, purchaseHistoryBanners, communityRewardsEnabled])
}
