import type { BannerRecord } from '@aisle/api'
import { createContext, type ReactNode, useContext } from 'react'

const BannerContext = createContext<BannerRecord | null>(null)

/** Hands the banner chosen at start to every page. */
export function BannerProvider({
  banner,
  children,
}: {
  banner: BannerRecord
  children: ReactNode
}) {
  return <BannerContext value={banner}>{children}</BannerContext>
}

/** The page's banner. Throws outside `BannerProvider`: no silent default banner. */
export function useBanner(): BannerRecord {
  const banner = useContext(BannerContext)
  if (!banner) throw new Error('useBanner: no <BannerProvider> above this component')
  return banner
}
