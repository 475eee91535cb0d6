import { SiteHeader } from '@aisle/ui'
import { Link } from 'react-router'
import { useBanner } from '../banner-context'
import { paths } from '../messages'

/** The banner's logo in the header, named by its title, linking home. */
export function BannerBrand() {
  const banner = useBanner()
  return (
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
  )
}
