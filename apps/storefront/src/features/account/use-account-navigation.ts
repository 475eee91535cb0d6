import { type BannerRecord, toProfile } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import {
  type AccountLink,
  type AccountNavigationContext,
  accountNavigation,
  accountSwitchesOf,
  isMembershipActive,
} from '@aisle/flows'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useApiClient } from '../../api-client'

/**
 * The menu's links for the banner, with what the services say once loaded: the banners
 * with purchase history (app data), the profile's community-rewards flag and whether
 * the membership is active (account-area.md §2, §7), and the hosted-wallet switch of
 * the page's query. Until then the banner record decides. The rules are in flows
 * (`accountNavigation`, `isMembershipActive`, `accountSwitchesOf`).
 */
export function useAccountNavigation(
  banner: BannerRecord,
  /** False: ask nothing of the services yet (the header's menu, until the shopper reaches for it). */
  ask = true,
): AccountLink[] {
  const client = useApiClient()
  const { search } = useLocation()
  const appData = useApiQuery(client, 'appData', ask ? {} : null)
  const profile = useApiQuery(client, 'profile', ask ? {} : null)
  const memberships = useApiQuery(client, 'memberships', ask ? {} : null)
  const purchaseHistoryBanners = appData.data?.purchaseHistoryBanners
  const communityRewardsEnabled = profile.data
    ? toProfile(profile.data, banner.id).communityRewardsEnabled
    : undefined
  const membershipActive = memberships.data
    ? isMembershipActive(memberships.data.items, new Date())
    : undefined
  const { hostedWallet } = accountSwitchesOf(search)
  // The same list until one of its inputs changes.
  return useMemo(() => {
    const context: AccountNavigationContext = { hostedWallet }
    if (purchaseHistoryBanners) context.purchaseHistoryBanners = purchaseHistoryBanners
    if (communityRewardsEnabled !== undefined) {
      context.communityRewardsEnabled = communityRewardsEnabled
    }
    if (membershipActive !== undefined) context.membershipActive = membershipActive
    return accountNavigation(banner, context)
  }, [banner, purchaseHistoryBanners, communityRewardsEnabled, membershipActive, hostedWallet])
}
