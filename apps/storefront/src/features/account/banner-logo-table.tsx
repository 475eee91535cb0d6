import { type BannerLogo, banners } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { Alert, Skeleton, Table } from '@aisle/ui'
import { useApiClient } from '../../api-client'
import { LoadingStatus } from '../dashboard/loading-status'

export const bannerLogoText = {
  caption: 'Our stores',
  logo: 'Logo',
  title: 'Store',
  domain: 'Website',
  loading: 'Loading our stores',
  retry: 'Try again',
} as const

/** Logos are drawn this many CSS pixels high. */
const LOGO_HEIGHT = 32

/**
 * A logo's box before the image loads: its registry size scaled to `LOGO_HEIGHT`, or a
 * box of the common 9:2 shape for a logo the registry does not know.
 */
function logoSize(asset: string): { width: number; height: number } {
  const known = banners.find((banner) => banner.logo.asset === asset)?.logo
  const width = known ? (known.width * LOGO_HEIGHT) / known.height : LOGO_HEIGHT * 4.5
  return { width: Math.round(width), height: LOGO_HEIGHT }
}

function LogoRow({ banner }: { banner: BannerLogo }) {
  return (
    <Table.Row>
      <Table.Cell>
        <img src={banner.asset} alt={banner.title} {...logoSize(banner.asset)} />
      </Table.Cell>
      <Table.Header scope="row">{banner.title}</Table.Header>
      <Table.Cell>{banner.domain}</Table.Cell>
    </Table.Row>
  )
}

/** One skeleton row per banner the storefront knows, in the table's own shape. */
function LoadingTable() {
  return (
    <>
      <LoadingStatus label={bannerLogoText.loading} />
      <Table.Root rows="media" aria-hidden="true">
        <TableHead />
        <Table.Body>
          {banners.map((banner) => (
            <Table.Row key={banner.id}>
              <Table.Cell>
                <Skeleton shape="block" width="5rem" height={`${LOGO_HEIGHT}px`} />
              </Table.Cell>
              <Table.Cell>
                <Skeleton width="7rem" />
              </Table.Cell>
              <Table.Cell>
                <Skeleton width="8rem" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  )
}

function TableHead() {
  return (
    <>
      <Table.Caption>{bannerLogoText.caption}</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">{bannerLogoText.logo}</Table.Header>
          <Table.Header scope="col">{bannerLogoText.title}</Table.Header>
          <Table.Header scope="col">{bannerLogoText.domain}</Table.Header>
        </Table.Row>
      </Table.Head>
    </>
  )
}

/**
 * The banner logo table (account-area.md §3), on the kit's Table: domain, title and logo of every banner,
 * served from the banner registry by the `bannerLogos` call. While it loads, a skeleton
 * of the table holds its place and a status says so to screen readers.
 */
export function BannerLogoTable() {
  const client = useApiClient()
  const query = useApiQuery(client, 'bannerLogos')
  if (query.error) {
    return (
      <Alert
        tone="danger"
        description={query.error.message}
        actionLabel={bannerLogoText.retry}
        onAction={() => void query.mutate()}
      />
    )
  }
  if (!query.data) return <LoadingTable />
  // Rows of the kit's `media` shape: as high with the skeleton as with the logos.
  return (
    <Table.Root rows="media">
      <TableHead />
      <Table.Body>
        {query.data.banners.map((banner) => (
          <LogoRow key={banner.domain} banner={banner} />
        ))}
      </Table.Body>
    </Table.Root>
  )
}
