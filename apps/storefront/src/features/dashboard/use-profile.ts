import { type Profile, toProfile } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; profile: Profile }

/** The shopper's profile for this banner (account-area.md §3, §7 getProfile). */
export function useProfile(): ProfileState {
  const banner = useBanner()
  const query = useApiQuery(useApiClient(), 'profile')
  if (query.error) return { status: 'error', retry: () => void query.mutate() }
  if (!query.data) return { status: 'loading' }
  return { status: 'ready', profile: toProfile(query.data, banner.id) }
}
