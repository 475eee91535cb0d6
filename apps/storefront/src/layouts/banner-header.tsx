import { SiteHeader } from '@aisle/ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useBanner } from '../banner-context'
import { paths } from '../messages'

interface BannerHeaderProps {
  /** Before the logo: the checkout's back link. */
  start?: ReactNode
}

/** The header: the banner's logo, named by its title, linking home. */
export function BannerHeader({ start }: BannerHeaderProps) {
  const banner = useBanner()
  return (
    <SiteHeader.Root>
      {start}
      <SiteHeader.Brand asChild>
        <Link to={paths.home}>
          <SiteHeader.Logo
            src={banner.logo.asset}
            alt={banner.title}
            width={banner.logo.width}
            height={banner.logo.height}
          />
        </Link>
      </SiteHeader.Brand>
    </SiteHeader.Root>
  )
}
